// 系统账号 (02 §2 账号权限 systemManagement, AgentTree): the accounts that log in to the console, filtered
// by the organisation chosen in the tree. Add and edit open systemManagement/add and
// systemManagement/edit?id= (system-user-form.tsx).
import { createResourcePage } from '@/list-page/create-page';
import type { ResourcePageDeclaration } from '@/list-page/types';

export const systemUserDeclaration: ResourcePageDeclaration = {
  resource: 'SystemUser',
  route: 'SystemManagement',
  columns: [
    'userName',
    'realName',
    'phone',
    'roleId',
    'agentId',
    'departmentId',
    'status',
    'expireTime',
    'lastLoginTime',
    'email',
    'createTime',
  ],
  hiddenColumns: ['email', 'createTime'],
  search: ['userName', 'realName', 'phone', 'roleId', 'status', 'createTime'],
  form: [
    'userName',
    'realName',
    'phone',
    'email',
    'roleId',
    'agentId',
    'departmentId',
    'status',
    'expireTime',
  ],
  routes: { add: 'SystemManagementAdd', edit: 'SystemManagementEdit' },
};

export default createResourcePage(systemUserDeclaration);
