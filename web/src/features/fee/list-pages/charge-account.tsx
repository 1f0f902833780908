// 收款账户 (02 §2 物业管理 / 收费管理 ChargeAccount; add at chargeAccount/add, edit at
// chargeAccount/edit?id=). An account still used by a charge item cannot be deleted.
import { createResourcePage, createResourceRoutePage } from '@/list-page/create-page';
import type { ResourcePageDeclaration } from '@/list-page/types';

export const chargeAccountDeclaration: ResourcePageDeclaration = {
  resource: 'ChargeAccount',
  route: 'ChargeAccount',
  columns: [
    'accountName',
    'accountType',
    'depId',
    'bankName',
    'accountNo',
    'accountHolder',
    'status',
    'createTime',
    'remark',
  ],
  hiddenColumns: ['remark'],
  form: ['accountName', 'accountType', 'depId', 'accountHolder', 'bankName', 'accountNo', 'status', 'remark'],
  routes: { add: 'ChargeAccountAdd', edit: 'ChargeAccountEdit' },
};

export default createResourcePage(chargeAccountDeclaration);
export const ChargeAccountAddPage = createResourceRoutePage(chargeAccountDeclaration, 'add');
export const ChargeAccountEditPage = createResourceRoutePage(chargeAccountDeclaration, 'edit');
