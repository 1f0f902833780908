// 住户管理 (02 §2 物业管理 / 住户管理 Resident, NormalTree; ResidentAdd /user/resident/add and
// ResidentEdit /user/resident/edit/:id are route pages). 身份证号 uses the shared ID-card rule (02 §5
// 证件格式不正确) in the form and in the mock; 导入 / 导出 are the datapump resident type, whose import
// also writes this table. 设为房东 opens Landlord/add/:id with the resident's details filled in.
// Desktop hardware (02 §7): 读取身份证 beside 身份证号 fills name, gender, number and (when empty) the face
// photo from the IDR210 reader; 指静脉 is collected in the form and saved as the template's address.
import type { IdCardInfo } from '@/lib/desktop/hardware';
import { FingerVeinField, FingerVeinStatus } from '@/shell/desktop/FingerVeinField';
import { IdCardReaderInput } from '@/shell/desktop/IdCardReaderInput';
import { createResourcePage, createResourceRoutePage } from '@/list-page/create-page';
import type { ResourcePageDeclaration } from '@/list-page/types';
import { rowLinkActions } from '@/list-page/route-links';

/** The form values an ID card gives a resident (gender by the contract's enum: 1 男, 2 女). */
export function residentFromIdCard(card: IdCardInfo): Record<string, unknown> {
  return { userName: card.name, gender: card.gender === '男' ? 1 : 2 };
}

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
    'fingerVeinFile',
    'remark',
  ],
  fieldViews: {
    cardNo: {
      control: (props) => (
        <IdCardReaderInput
          {...props}
          placeholder="请输入身份证号"
          maxLength={18}
          fill={residentFromIdCard}
          photoField="faceImage"
        />
      ),
    },
    fingerVeinFile: {
      control: (props) => <FingerVeinField {...props} userId={`R${props.row?.id ?? 'NEW'}`} />,
      cell: (value) => <FingerVeinStatus value={value} />,
    },
  },
  routes: { add: 'ResidentAdd', edit: 'ResidentEdit' },
  importType: 'resident',
  exportType: 'resident',
  // owners only (userType 1)
  rowActions: rowLinkActions('设为房东', 'LandlordAdd', (row) =>
    row.userType === 1 ? { params: { id: row.id } } : undefined,
  ),
};

export default createResourcePage(residentDeclaration);
export const ResidentAddPage = createResourceRoutePage(residentDeclaration, 'add');
export const ResidentEditPage = createResourceRoutePage(residentDeclaration, 'edit');
