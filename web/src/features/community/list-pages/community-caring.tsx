// 人员关怀 (02 §2 社区服务 / 关怀管理 Caring → CommunityCaring, BasicTree without 全部小区).
import { createResourcePage } from '@/list-page/create-page';
import { statusColumn } from '@/list-page/status-tag';

export default createResourcePage({
  resource: 'CommunityCaring',
  route: 'CommunityCaring',
  columns: [
    'personName',
    'gender',
    'careType',
    statusColumn('CommunityCaring', 'careStatus', ['success', 'error']),
    'lastPassTime',
    'alertDays',
    'depId',
    'roomId',
    'phone',
    'guardianName',
    'guardianPhone',
    'idCard',
    'createTime',
    'remark',
  ],
  hiddenColumns: ['idCard', 'createTime', 'remark'],
  search: ['personName', 'careType', 'careStatus', 'createTime'],
  form: [
    'personName',
    'gender',
    'idCard',
    'phone',
    'depId',
    'buildingId',
    'unitId',
    'roomId',
    'careType',
    'alertDays',
    'guardianName',
    'guardianPhone',
    'remark',
  ],
  formWidth: 720,
});
