// 单元管理 (02 §2 物业管理 / 小区管理 UnitManagement, BasicTree; add UnitManagementAdd/add, edit
// UnitManagementEdit/edit/:depId — the param carries the unit's id). Adding a unit makes its rooms
// (floors × rooms per floor); edits may only add floors or rooms. The side trees reload after saving.
import { createResourcePage } from '@/list-page/create-page';
import type { ResourcePageDeclaration } from '@/list-page/types';
import { TreeFormPage } from '../tree-form-page';

export const unitDeclaration: ResourcePageDeclaration = {
  resource: 'PropertyUnit',
  route: 'UnitManagement',
  columns: [
    'unitName',
    'depId',
    'buildingId',
    'floors',
    'roomsPerFloor',
    'roomCount',
    'hasElevator',
    'id',
    'remark',
  ],
  hiddenColumns: ['id', 'remark'],
  search: ['unitName', 'hasElevator'],
  form: ['depId', 'buildingId', 'unitName', 'floors', 'roomsPerFloor', 'hasElevator', 'remark'],
  routes: { add: 'UnitManagementAdd', edit: 'UnitManagementEdit' },
  routeParams: { depId: 'id' },
};

export default createResourcePage(unitDeclaration);

export function UnitAddPage() {
  return <TreeFormPage declaration={unitDeclaration} mode="add" />;
}

export function UnitEditPage() {
  return <TreeFormPage declaration={unitDeclaration} mode="edit" />;
}
