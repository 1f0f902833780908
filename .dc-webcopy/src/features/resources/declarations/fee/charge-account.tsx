// 收款账户 (02 §2 物业管理 / 收费管理 ChargeAccount; add at chargeAccount/add, edit at
// chargeAccount/edit?id=). An account still used by a charge item cannot be deleted.
import { createResourcePage, createResourceRoutePage } from '../../engine/create-page';
import type { ResourcePageDeclaration } from '../../engine/types';
import { ENGINE_BUTTON_OFF, RowLink } from '../property-common/shared';
import { QueryIdEditPage } from './QueryIdEditPage';

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
  routes: { add: 'ChargeAccountAdd' },
  keys: { edit: ENGINE_BUTTON_OFF },
  rowActions: (row) => (
    <RowLink route="ChargeAccountEdit" query={{ id: row.id }}>
      编辑
    </RowLink>
  ),
};

export default createResourcePage(chargeAccountDeclaration);
export const ChargeAccountAddPage = createResourceRoutePage(chargeAccountDeclaration, 'add');

export function ChargeAccountEditPage() {
  return <QueryIdEditPage declaration={chargeAccountDeclaration} />;
}
