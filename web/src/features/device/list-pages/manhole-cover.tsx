// 井盖设备 (02 §2 设备管理 / 井盖设备 ManholeCoverDevice).
import { createResourcePage } from '@/list-page/create-page';
import { statusColumn } from '@/list-page/status-tag';

export default createResourcePage({
  resource: 'ManholeCover',
  route: 'ManholeCoverDevice',
  columns: [
    'name',
    'imei',
    'depId',
    'location',
    'coverType',
    'coordinates',
    'battery',
    statusColumn('ManholeCover', 'state', ['success', 'error', 'orange']),
    'online',
    'lastReportTime',
    'createTime',
  ],
  hiddenColumns: ['coordinates', 'createTime'],
});
