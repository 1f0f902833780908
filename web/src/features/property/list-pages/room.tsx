// 房屋管理 (02 §2 物业管理 / 小区管理 PropertyRoom, NormalTree): every room under the chosen node, with
// its owner and head count from 住户管理. 详情 opens RoomDetail/:id/dep/:depId (the building-tree panel
// with the PropertyRoom* actions, features/property).
import { createResourcePage } from '@/list-page/create-page';

export default createResourcePage({
  resource: 'PropertyRoom',
  route: 'PropertyRoom',
  columns: [
    'roomNumber',
    'depId',
    'buildingId',
    'unitId',
    'floor',
    'nickName',
    'area',
    'usage',
    'status',
    'ownerName',
    'residentCount',
    'id',
    'remark',
  ],
  hiddenColumns: ['id', 'remark', 'nickName'],
  search: ['roomNumber', 'floor', 'usage', 'status', 'ownerName'],
  form: [
    'depId',
    'buildingId',
    'unitId',
    'floor',
    'roomNumber',
    'nickName',
    'area',
    'usage',
    'status',
    'remark',
  ],
  routes: { detail: 'RoomDetail' },
  routeParams: { id: 'id', depId: 'depId' },
  importType: 'house',
  exportType: 'house',
});
