// 合作伙伴 (02 §2 组织管理 SystemCompanion): partners the organisations signed with; add, edit and detail
// open the hidden routes SystemCompanionAdd, SystemCompanionEdit/:id and SystemCompanionDetail/:id.
// Deleting a channel partner that still brought in 开户账号 shows the delete-blocked dialog.
import { createResourcePage, createResourceRoutePage } from '@/list-page/create-page';
import type { ResourcePageDeclaration } from '@/list-page/types';

export const companionDeclaration: ResourcePageDeclaration = {
  resource: 'SystemCompanion',
  route: 'SystemCompanion',
  columns: [
    'name',
    'partnerType',
    'level',
    'agentId',
    'contactName',
    'contactPhone',
    'email',
    'cooperationStart',
    'cooperationEnd',
    'status',
    'creditCode',
    'address',
    'createTime',
  ],
  hiddenColumns: ['email', 'creditCode', 'address', 'createTime'],
  search: ['name', 'partnerType', 'status', 'level', 'contactName', 'createTime'],
  form: [
    'name',
    'partnerType',
    'creditCode',
    'agentId',
    'level',
    'status',
    'contactName',
    'contactPhone',
    'email',
    'address',
    'cooperationStart',
    'cooperationEnd',
    'logo',
    'remark',
  ],
  routes: { add: 'SystemCompanionAdd', edit: 'SystemCompanionEdit', detail: 'SystemCompanionDetail' },
};

export default createResourcePage(companionDeclaration);
export const CompanionAddPage = createResourceRoutePage(companionDeclaration, 'add');
export const CompanionEditPage = createResourceRoutePage(companionDeclaration, 'edit');
export const CompanionDetailPage = createResourceRoutePage(companionDeclaration, 'detail');
