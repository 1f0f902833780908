// 住户管理 (02 §2 物业管理 / 住户管理 Resident, NormalTree; ResidentAdd /user/resident/add and
// ResidentEdit /user/resident/edit/:id are route pages). 身份证号 uses the shared ID-card rule (02 §5
// 证件格式不正确) in the form and in the mock; 导入 / 导出 are the datapump resident type, whose import
// also writes this table. 设为房东 opens Landlord/add/:id with the resident's details filled in.
import { createResourcePage, createResourceRoutePage } from '../../engine/create-page';
import type { ResourcePageDeclaration } from '../../engine/types';
import { RowLink } from '../property-common/shared';

export const residentDeclaration: ResourcePageDeclaration = {
  resource: 'Resident',
  route: 'Resident',
  columns: [
    'userName',
    'gender',
    'phone',
    'cardNo',
    'userType',
    'depId',
    'roomId',
    'checkInDate',
    'authEndTime',
    'source',
    'createTime',
    'remark',
  ],
  hiddenColumns: ['gender', 'checkInDate', 'remark'],
  search: ['userName', 'phone', 'userType', 'cardNo', 'source', 'createTime'],
  form: [
    'userName',
    'gender',
    'phone',
    'cardNo',
    'userType',
    'checkInDate',
    'depId',
    'buildingId',
    'unitId',
    'roomId',
    'faceImage',
    'remark',
  ],
  routes: { add: 'ResidentAdd', edit: 'ResidentEdit' },
  importType: 'resident',
  exportType: 'resident',
  rowActions: (row) =>
    row.userType === 1 ? (
      <RowLink route="LandlordAdd" params={{ id: row.id }}>
        设为房东
      </RowLink>
    ) : null,
};

export default createResourcePage(residentDeclaration);
export const ResidentAddPage = createResourceRoutePage(residentDeclaration, 'add');
export const ResidentEditPage = createResourceRoutePage(residentDeclaration, 'edit');
