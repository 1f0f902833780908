// 角色管理 (02 §2 账号权限 SystemRole): the platform's roles with how many accounts hold each and how
// many permissions it grants. 详情 opens RoleDetail (?id=); 关联账号 and 角色权限 open SystemRole/add and
// SystemRoleDetail. A role still held by accounts cannot be deleted (delete-blocked dialog).
import { createResourcePage } from '@/list-page/create-page';
import type { ResourcePageDeclaration } from '@/list-page/types';
import { RoleLinks } from '../role-links';

export const roleDeclaration: ResourcePageDeclaration = {
  resource: 'SystemRole',
  route: 'SystemRole',
  columns: [
    'name',
    'code',
    'roleType',
    'dataScope',
    'accountCount',
    'permissionCount',
    'status',
    'sort',
    'remark',
    'createTime',
  ],
  hiddenColumns: ['sort', 'createTime'],
  search: ['name', 'code', 'roleType', 'status'],
  form: ['name', 'code', 'roleType', 'dataScope', 'sort', 'status', 'remark'],
  routes: { detail: 'RoleDetail' },
  rowActions: { labels: ['关联账号', '角色权限'], render: (row) => <RoleLinks roleId={row.id} /> },
};

export default createResourcePage(roleDeclaration);
