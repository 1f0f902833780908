// 缴费记录 (02 §2 物业管理 / 收费管理 payRecord, BasicTree; detail payRecord/detail/:id): read-only.
import { createResourcePage, createResourceRoutePage } from '@/list-page/create-page';
import type { ResourcePageDeclaration } from '@/list-page/types';

export const payRecordDeclaration: ResourcePageDeclaration = {
  resource: 'PayRecord',
  route: 'PayRecord',
  readOnly: true,
  columns: [
    'payNo',
    'billNo',
    'depId',
    'roomId',
    'payerName',
    'chargeItemName',
    'period',
    'amount',
    'payMethod',
    'operatorName',
    'payTime',
    'receiptNo',
    'remark',
  ],
  hiddenColumns: ['receiptNo', 'remark'],
  search: ['payNo', 'billNo', 'payerName', 'payMethod', 'period', 'payTime'],
  routes: { detail: 'PayRecordDetail' },
};

export default createResourcePage(payRecordDeclaration);
export const PayRecordDetailPage = createResourceRoutePage(payRecordDeclaration, 'detail');
