// 停车订单 (02 §2 物业管理 / 停车管理 ParkOrder): read-only records.
import { createResourcePage } from '@/list-page/create-page';

export default createResourcePage({
  resource: 'ParkOrder',
  route: 'ParkOrder',
  readOnly: true,
  columns: [
    'orderNo',
    'plateNo',
    'parkLotId',
    'inTime',
    'outTime',
    'durationMinutes',
    'amount',
    'paidAmount',
    'payMethod',
    'status',
    'payTime',
  ],
  search: ['orderNo', 'plateNo', 'status', 'parkLotId', 'payMethod', 'inTime'],
});
