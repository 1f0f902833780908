// 员工信息 (staff): employees of 员工列表 (Staff) out and in; phone and ID number stay unique as in the
// console, an attendance group is named as in 考勤组 of the same community.
import { catalogueCodes, resourceExportSource, resourceImportTarget } from './resource.js';

export const staffExport = resourceExportSource('Staff', catalogueCodes('staff'));

export const staffImport = resourceImportTarget('Staff', [
  { key: 'name', header: '姓名', required: true, note: '员工的真实姓名', example: '李四' },
  { key: 'gender', header: '性别', required: true, note: '男、女', example: '男' },
  { key: 'phone', header: '手机号', required: true, note: '11 位手机号，不可重复', example: '13900139000' },
  { key: 'idCard', header: '身份证号', note: '选填，18 位或 15 位身份证号，不可重复', example: '' },
  {
    key: 'post',
    header: '岗位',
    required: true,
    note: '项目经理、客服、管家、保安、保洁、维修工',
    example: '保安',
  },
  { key: 'depId', header: '服务小区', required: true, note: '账号可管理的小区全称', example: '锦绣花园' },
  { key: 'attendanceGroupId', header: '考勤组', note: '选填，该小区的考勤组名称', example: '' },
  { key: 'entryDate', header: '入职日期', required: true, note: 'yyyy-MM-dd', example: '2026-03-01' },
  { key: 'status', header: '在职状态', note: '选填，在职、离职，默认在职', example: '在职' },
  { key: 'remark', header: '备注', note: '选填，不超过200个字', example: '' },
]);
