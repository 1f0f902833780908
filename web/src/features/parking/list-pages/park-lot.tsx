// 停车场列表 (02 §2 物业管理 / 停车管理 ParkLot): a lot with registered vehicles cannot be deleted
// (delete-blocked dialog). 收费设置 opens ParkLot/setting for the lot.
import { createResourcePage } from '@/list-page/create-page';
import { rowLinkActions } from '@/list-page/route-links';

export default createResourcePage({
  resource: 'ParkLot',
  route: 'ParkLot',
  columns: [
    'name',
    'depId',
    'lotType',
    'totalSpaces',
    'fixedSpaces',
    'freeSpaces',
    'gateCount',
    'chargeMode',
    'status',
    'address',
    'createTime',
    'remark',
  ],
  hiddenColumns: ['address', 'remark'],
  form: [
    'name',
    'depId',
    'lotType',
    'totalSpaces',
    'fixedSpaces',
    'gateCount',
    'chargeMode',
    'status',
    'address',
    'remark',
  ],
  rowActions: rowLinkActions('收费设置', 'ParkLotSetting', (row) => ({ query: { parkLotId: row.id } })),
});
