// 人脸计费参数 and 通话计费参数 (02 §2 参数设置 faceParameters, callChargeParameters): the charge plans of
// each organisation. Two list pages over two resources, declared side by side because they read alike.
import { createResourcePage } from '@/list-page/create-page';
import type { Row } from '@/list-page/types';

/** Money as the operator reads it: two decimals, 元. */
const yuan = (value: unknown) => (typeof value === 'number' ? `${value.toFixed(2)} 元` : '');

export const FaceChargePage = createResourcePage({
  resource: 'FaceChargeParam',
  route: 'FaceParameters',
  columns: [
    'name',
    'agentId',
    'chargeMode',
    { key: 'unitPrice', render: (value, row: Row) => (row.chargeMode === 1 ? yuan(value) : '') },
    { key: 'monthlyFee', render: (value, row: Row) => (row.chargeMode === 2 ? yuan(value) : '') },
    'freeTimes',
    'dailyLimit',
    'effectiveDate',
    'status',
    'remark',
    'createTime',
  ],
  hiddenColumns: ['remark', 'createTime'],
  search: ['name', 'agentId', 'chargeMode', 'status'],
  form: [
    'name',
    'agentId',
    'chargeMode',
    'unitPrice',
    'monthlyFee',
    'freeTimes',
    'dailyLimit',
    'effectiveDate',
    'status',
    'remark',
  ],
});

export const CallChargePage = createResourcePage({
  resource: 'CallChargeParam',
  route: 'CallChargeParameters',
  columns: [
    'name',
    'agentId',
    'callType',
    'billingUnit',
    {
      key: 'unitPrice',
      render: (value, row: Row) =>
        typeof value === 'number' ? `${yuan(value)}/${row.billingUnit === 1 ? '分钟' : '次'}` : '',
    },
    'freeMinutes',
    'maxCallSeconds',
    'effectiveDate',
    'status',
    'remark',
    'createTime',
  ],
  hiddenColumns: ['remark', 'createTime'],
  search: ['name', 'agentId', 'callType', 'status'],
  form: [
    'name',
    'agentId',
    'callType',
    'billingUnit',
    'unitPrice',
    'freeMinutes',
    'maxCallSeconds',
    'effectiveDate',
    'status',
    'remark',
  ],
});
