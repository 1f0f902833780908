// 平台充值订单 (02 §2 物业管理 / 会员计费 PlatformRechargeOrder): organisations' recharges, read-only.
import { createResourcePage } from '@/list-page/create-page';

export default createResourcePage({
  resource: 'PlatformRechargeOrder',
  route: 'PlatformRechargeOrder',
  readOnly: true,
  columns: [
    'orderNo',
    'agentId',
    'amount',
    'giftAmount',
    'payMethod',
    'status',
    'operatorName',
    'payTime',
    'createTime',
    'remark',
  ],
  search: ['orderNo', 'agentId', 'status', 'payMethod', 'createTime'],
});
