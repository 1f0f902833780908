// 小区列表 (02 §2 物业管理 / 小区管理 PropertyCommunity; add PropertyCommunityAdd/add, edit
// PropertyCommunityEdit/edit/:depId). The rows are the side tree's communities: an added or renamed one
// shows in every community tree at once (TreeFormPage reloads the loaded trees).
import { createResourcePage } from '@/list-page/create-page';
import type { ResourcePageDeclaration } from '@/list-page/types';
import { TreeFormPage } from '../tree-form-page';

export const communityDeclaration: ResourcePageDeclaration = {
  resource: 'PropertyCommunity',
  route: 'PropertyCommunity',
  columns: [
    'depName',
    'id',
    'sqType',
    'areaName',
    'address',
    'agentId',
    'propertyCompany',
    'contactName',
    'contactPhone',
    'buildingCount',
    'roomCount',
    'lng',
    'lat',
    'createTime',
    'remark',
  ],
  hiddenColumns: ['contactName', 'lng', 'lat', 'remark'],
  search: ['depName', 'sqType', 'agentId', 'address', 'createTime'],
  form: [
    'depName',
    'sqType',
    'agentId',
    'address',
    'lng',
    'lat',
    'propertyCompany',
    'contactName',
    'contactPhone',
    'remark',
  ],
  detail: [
    'depName',
    'id',
    'sqType',
    'agentId',
    'areaName',
    'address',
    'lng',
    'lat',
    'propertyCompany',
    'contactName',
    'contactPhone',
    'buildingCount',
    'roomCount',
    'createTime',
    'remark',
  ],
  routes: { add: 'PropertyCommunityAdd', edit: 'PropertyCommunityEdit' },
  routeParams: { depId: 'id' },
};

export default createResourcePage(communityDeclaration);

export function CommunityAddPage() {
  return <TreeFormPage declaration={communityDeclaration} mode="add" area />;
}

export function CommunityEditPage() {
  return <TreeFormPage declaration={communityDeclaration} mode="edit" area />;
}
