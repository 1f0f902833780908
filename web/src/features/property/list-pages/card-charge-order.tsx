// 卡费订单 (02 §2 物业管理 / 门禁卡管理 CardChargeOrder): read-only records.
import { createResourcePage } from '@/list-page/create-page';

export default createResourcePage({
  resource: 'CardChargeOrder',
  route: 'CardChargeOrder',
  readOnly: true,
  columns: [
    'orderNo',
    'cardNo',
    'holderName',
    'depId',
    'chargeType',
    'amount',
    'payMethod',
    'status',
    'operatorName',
    'payTime',
  ],
  search: ['orderNo', 'cardNo', 'chargeType', 'status', 'holderName', 'depId', 'payMethod', 'payTime'],
});
