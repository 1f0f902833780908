// 运维日志 (02 §2 运维支持 / operation, OperationTree): read-only records with time-range search.
// 详情 of a device replacement is 数据迁移详情 (ReplaceLogInfo); 卡操作日志 links renewals to
// 卡续期日志详情 (CardRenewalLogDetail).
import { createResourcePage } from '@/list-page/create-page';
import { statusColumn } from '@/list-page/status-tag';
import { RouteLinkButton } from '../query-route';

/** 卡操作日志 operation 5 = 续期 (contract CardOperationLog.operation). */
const RENEWAL = 5;

export const SystemOperationLogPage = createResourcePage({
  resource: 'SystemOperationLog',
  route: 'SystemOperationLog',
  readOnly: true,
  columns: [
    'operateTime',
    'userName',
    'realName',
    'agentId',
    'module',
    'actionType',
    'content',
    statusColumn('SystemOperationLog', 'result', ['error', 'success']),
    'ip',
  ],
  search: ['userName', 'actionType', 'operateTime', 'module', 'result'],
});

export const DeviceReplaceLogPage = createResourcePage({
  resource: 'DeviceReplaceLog',
  route: 'DeviceReplaceLog',
  readOnly: true,
  columns: [
    'replaceTime',
    'deviceName',
    'deviceType',
    'depId',
    'oldSerial',
    'newSerial',
    'reason',
    statusColumn('DeviceReplaceLog', 'migrateStatus', ['processing', 'success', 'warning', 'error']),
    'operatorName',
    'agentId',
    'remark',
  ],
  hiddenColumns: ['agentId', 'remark'],
  search: ['deviceName', 'deviceType', 'replaceTime', 'migrateStatus', 'reason', 'oldSerial', 'newSerial'],
  // 详情 of a replacement is its data migration (ReplaceLogInfo?id=).
  routes: { detail: 'ReplaceLogInfo' },
});

export const BlackWhiteListLogPage = createResourcePage({
  resource: 'BlackWhiteListLog',
  route: 'BlackWhiteListLog',
  readOnly: true,
  columns: [
    'sendTime',
    statusColumn('BlackWhiteListLog', 'listType', ['default', 'success']),
    'action',
    'targetType',
    'targetName',
    'deviceName',
    'deviceSerial',
    'depId',
    statusColumn('BlackWhiteListLog', 'result', ['error', 'success', 'processing']),
    'failReason',
    'operatorName',
  ],
  hiddenColumns: ['deviceSerial'],
  search: ['targetName', 'listType', 'sendTime', 'deviceName', 'action', 'result'],
});

export const CardOperationLogPage = createResourcePage({
  resource: 'CardOperationLog',
  route: 'CardOperationLog',
  readOnly: true,
  columns: [
    'operateTime',
    'cardNo',
    'cardType',
    'holderName',
    'depId',
    'roomAddress',
    'operation',
    'cardCount',
    statusColumn('CardOperationLog', 'result', ['error', 'success']),
    'operatorName',
    'remark',
  ],
  search: ['cardNo', 'holderName', 'operation', 'operateTime', 'cardType', 'result'],
  rowActions: {
    labels: ['续期详情'],
    render: (row) =>
      row.operation === RENEWAL ? (
        <RouteLinkButton route="CardRenewalLogDetail" id={row.id}>
          续期详情
        </RouteLinkButton>
      ) : null,
  },
});

export const AuthenticationLogPage = createResourcePage({
  resource: 'AuthenticationLog',
  route: 'AuthenticationLog',
  readOnly: true,
  columns: [
    'authTime',
    'cardNo',
    'authType',
    'sectorId',
    'keyEncrypt',
    'dataVersion',
    'batchNo',
    statusColumn('AuthenticationLog', 'result', ['error', 'success']),
    'failReason',
    'operatorName',
    'clientVersion',
  ],
  hiddenColumns: ['clientVersion'],
  search: ['cardNo', 'batchNo', 'authTime', 'authType', 'operatorName', 'result'],
});
