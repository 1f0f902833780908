// 出入记录 (02 §2 安防监控 / 出入管理 InOutRecord, NormalTree): the records pushed live for the chosen
// community on top (01 §4), the stored records below (read-only, searchable by person and time).
import { Space } from 'antd';
import { useRouteTable } from '@/shell/route-table';
import { useTreeSelection } from '@/shell/tree/tree-selection';
import { ResourceListPage } from '@/list-page/ResourceListPage';
import type { ResourcePageDeclaration } from '@/list-page/types';
import { maskedColumn, photoColumn } from '../cells';
import { LiveInoutPanel } from '../live-inout';

const declaration: ResourcePageDeclaration = {
  resource: 'InOutRecord',
  route: 'InOutRecord',
  columns: [
    photoColumn('snapPhotoUrl', '抓拍照片'),
    'personName',
    'personType',
    'direction',
    'openType',
    'depId',
    'buildingId',
    'unitId',
    'roomNumber',
    maskedColumn('cardNo'),
    'deviceName',
    'deviceSn',
    'recordTime',
  ],
  hiddenColumns: ['cardNo', 'deviceSn'],
  search: ['personName', 'recordTime', 'direction', 'personType', 'openType', 'deviceName'],
  readOnly: true,
  exportType: 'inOutRecord',
};

export default function InOutRecordPage() {
  const tree = useRouteTable().byName.get(declaration.route)?.tree;
  const selection = useTreeSelection(tree);
  const depId = selection?.depId ?? (selection?.kind === 'dep' ? selection.id : undefined);
  const community = selection?.kind === 'dep' ? selection.label : undefined;
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <LiveInoutPanel depId={depId} label={community} />
      <ResourceListPage declaration={declaration} />
    </Space>
  );
}
