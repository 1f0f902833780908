// 员工列表 (02 §2 物业管理 / 物业人员 Staff; StaffAdd /realEstate/staff/add and StaffEdit
// /realEstate/staff/edit/:id are route pages). An employee with a property account cannot be deleted
// (delete-blocked dialog).
import { createResourcePage, createResourceRoutePage } from '@/list-page/create-page';
import type { ResourcePageDeclaration } from '@/list-page/types';

export const staffDeclaration: ResourcePageDeclaration = {
  resource: 'Staff',
  route: 'Staff',
  columns: [
    'name',
    'gender',
    'phone',
    'post',
    'depId',
    'attendanceGroupId',
    'entryDate',
    'status',
    'idCard',
    'createTime',
    'remark',
  ],
  hiddenColumns: ['idCard', 'createTime', 'remark'],
  search: ['name', 'phone', 'post', 'status', 'depId', 'attendanceGroupId'],
  form: [
    'name',
    'gender',
    'phone',
    'idCard',
    'post',
    'depId',
    'attendanceGroupId',
    'entryDate',
    'status',
    'photo',
    'remark',
  ],
  routes: { add: 'StaffAdd', edit: 'StaffEdit' },
  importType: 'staff',
  exportType: 'staff',
};

export default createResourcePage(staffDeclaration);
export const StaffAddPage = createResourceRoutePage(staffDeclaration, 'add');
export const StaffEditPage = createResourceRoutePage(staffDeclaration, 'edit');
