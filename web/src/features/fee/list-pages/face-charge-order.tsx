// 人脸计费订单 (02 §2 物业管理 / 会员计费 FaceChargeOrder): read-only records.
import { createResourcePage } from '@/list-page/create-page';

export default createResourcePage({
  resource: 'FaceChargeOrder',
  route: 'FaceChargeOrder',
  readOnly: true,
  columns: [
    'orderNo',
    'userName',
    'phone',
    'depId',
    'packageType',
    'amount',
    'payMethod',
    'status',
    'validTo',
    'payTime',
    'createTime',
  ],
  search: ['orderNo', 'userName', 'phone', 'status', 'packageType', 'depId', 'createTime'],
});
