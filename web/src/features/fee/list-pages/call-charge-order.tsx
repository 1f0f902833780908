// 通话计费订单 (02 §2 物业管理 / 会员计费 CallChargeOrder): read-only records.
import { createResourcePage } from '@/list-page/create-page';

export default createResourcePage({
  resource: 'CallChargeOrder',
  route: 'CallChargeOrder',
  readOnly: true,
  columns: [
    'orderNo',
    'userName',
    'phone',
    'depId',
    'packageName',
    'minutes',
    'amount',
    'payMethod',
    'status',
    'payTime',
    'createTime',
  ],
  search: ['orderNo', 'userName', 'phone', 'status', 'depId', 'createTime'],
});
