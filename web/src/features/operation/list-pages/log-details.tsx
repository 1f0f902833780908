// 数据迁移详情 (02 §2 ReplaceLogInfo, hidden, key DeviceReplaceLog) and 卡续期日志详情 (CardRenewalLogDetail,
// hidden, key CardOperationLog): the log named by ?id= on top, its per-item rows below (the same list
// page, fixed to that log).
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Result, Space, Spin } from 'antd';
import { useMemo } from 'react';
import { TABLE_EMPTY_CELL } from '@/lib/constants/tables';
import { cellOf } from '@/list-page/fields';
import { resourceDetailQuery } from '@/list-page/resource-queries';
import { ResourceListPage } from '@/list-page/ResourceListPage';
import { metaOf, type ResourceName, type ResourcePageDeclaration } from '@/list-page/types';
import { statusColumn } from '@/list-page/status-tag';
import { useQueryId, useRouteNavigation } from '../query-route';

interface LogDetailProps {
  /** The log resource and the list route it belongs to. */
  log: ResourceName;
  listRoute: string;
  /** Fields of the log shown in the summary. */
  summary: readonly string[];
  /** The item rows: a declaration without the fixed query, and the item field naming the log. */
  items: Omit<ResourcePageDeclaration, 'fixedQuery'>;
  itemKey: string;
  title: string;
}

function LogDetail({ log, listRoute, summary, items, itemKey, title }: LogDetailProps) {
  const meta = metaOf(log);
  const id = useQueryId();
  const { back } = useRouteNavigation();
  const record = useQuery(resourceDetailQuery(meta, id));
  const declaration = useMemo(() => ({ ...items, fixedQuery: { [itemKey]: id ?? 0 } }), [items, itemKey, id]);
  const backButton = <Button onClick={() => back(listRoute)}>返回</Button>;
  if (id === undefined || record.isError) {
    return <Result status="warning" title={`${meta.title}不存在或已删除`} extra={backButton} />;
  }
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Card size="small" title={title} extra={backButton}>
        <Spin spinning={record.isFetching}>
          {record.data && (
            <Descriptions
              size="small"
              bordered
              column={{ xs: 1, md: 2, xl: 3 }}
              items={summary.map((key) => {
                const field = meta.fields.find((f) => f.key === key)!;
                const shown = cellOf(field, record.data[key], record.data);
                return { key, label: field.title, children: shown === '' ? TABLE_EMPTY_CELL : shown };
              })}
            />
          )}
        </Spin>
      </Card>
      <ResourceListPage key={id} declaration={declaration} />
    </Space>
  );
}

const migrationItems: Omit<ResourcePageDeclaration, 'fixedQuery'> = {
  resource: 'DataMigration',
  route: 'ReplaceLogInfo',
  readOnly: true,
  search: [],
  columns: [
    'dataType',
    'total',
    'successCount',
    'failCount',
    statusColumn('DataMigration', 'status', ['processing', 'success', 'warning', 'error']),
    'message',
    'finishTime',
  ],
};

export function ReplaceLogInfoPage() {
  return (
    <LogDetail
      log="DeviceReplaceLog"
      listRoute="DeviceReplaceLog"
      title="设备更换"
      summary={[
        'deviceName',
        'deviceType',
        'depId',
        'oldSerial',
        'newSerial',
        'reason',
        'migrateStatus',
        'operatorName',
        'replaceTime',
      ]}
      items={migrationItems}
      itemKey="replaceLogId"
    />
  );
}

const renewalItems: Omit<ResourcePageDeclaration, 'fixedQuery'> = {
  resource: 'CardRenewalLog',
  route: 'CardRenewalLogDetail',
  readOnly: true,
  search: ['cardNo', 'holderName', 'result'],
  columns: [
    'cardNo',
    'holderName',
    'roomAddress',
    'oldExpireDate',
    'newExpireDate',
    statusColumn('CardRenewalLog', 'result', ['error', 'success']),
    'failReason',
  ],
};

export function CardRenewalLogDetailPage() {
  return (
    <LogDetail
      log="CardOperationLog"
      listRoute="CardOperationLog"
      title="卡续期操作"
      summary={['operateTime', 'depId', 'cardCount', 'operatorName', 'result', 'remark']}
      items={renewalItems}
      itemKey="cardOperationLogId"
    />
  );
}
