// 考勤组管理 (02 §2 物业管理 / 考勤管理 AttendanceGroup): employees join a group in 员工列表; a group
// with employees cannot be deleted (delete-blocked dialog).
import { createResourcePage } from '@/list-page/create-page';

export default createResourcePage({
  resource: 'AttendanceGroup',
  route: 'AttendanceGroup',
  columns: ['name', 'depId', 'ruleId', 'leaderName', 'status', 'createTime', 'remark'],
  hiddenColumns: ['remark'],
  form: ['name', 'depId', 'ruleId', 'leaderName', 'status', 'remark'],
});
