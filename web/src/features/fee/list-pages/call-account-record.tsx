// 通话账户记录 (02 §2 物业管理 / 会员计费 CallAccountRecord): every change of a resident's call
// minutes with the balance after it, read-only.
import { createResourcePage } from '@/list-page/create-page';

export default createResourcePage({
  resource: 'CallAccountRecord',
  route: 'CallAccountRecord',
  readOnly: true,
  columns: [
    'changeTime',
    'userName',
    'phone',
    'depId',
    'changeType',
    'minutesChange',
    'balanceMinutes',
    'relatedNo',
    'remark',
  ],
  search: ['phone', 'userName', 'changeType', 'depId', 'changeTime'],
});
