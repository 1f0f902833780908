// 访客管理 (02 §2 物业管理 / 访客管理 VisitorManagement, BasicTree; VisitorAdd /visitor/add and
// VisitorEdit /visitor/edit/:depId/:id are route pages). The mock gives each appointment a 6-digit
// pass code.
import { createResourcePage, createResourceRoutePage } from '@/list-page/create-page';
import type { ResourcePageDeclaration } from '@/list-page/types';

export const visitorDeclaration: ResourcePageDeclaration = {
  resource: 'Visitor',
  route: 'VisitorManagement',
  columns: [
    'visitorName',
    'phone',
    'visitReason',
    'depId',
    'roomId',
    'hostName',
    'visitTime',
    'leaveTime',
    'plateNo',
    'passCode',
    'status',
    'createTime',
    'cardNo',
  ],
  hiddenColumns: ['leaveTime', 'createTime', 'cardNo'],
  search: ['visitorName', 'phone', 'status', 'visitReason', 'visitTime'],
  form: [
    'visitorName',
    'phone',
    'cardNo',
    'visitReason',
    'depId',
    'buildingId',
    'unitId',
    'roomId',
    'hostName',
    'plateNo',
    'visitTime',
    'leaveTime',
  ],
  routes: { add: 'VisitorAdd', edit: 'VisitorEdit' },
  exportType: 'visitor',
};

export default createResourcePage(visitorDeclaration);
export const VisitorAddPage = createResourceRoutePage(visitorDeclaration, 'add');
export const VisitorEditPage = createResourceRoutePage(visitorDeclaration, 'edit');
