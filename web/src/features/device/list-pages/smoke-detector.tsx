// 烟感设备 (02 §2 设备管理 / 消防设备 SmokeDetectorDevice, DeepNormalTree, no watermark).
import { createResourcePage } from '@/list-page/create-page';
import { statusColumn } from '@/list-page/status-tag';

export default createResourcePage({
  resource: 'SmokeDetector',
  route: 'SmokeDetectorDevice',
  columns: [
    'name',
    'imei',
    'depId',
    'buildingId',
    'unitId',
    'roomId',
    'location',
    'alarmPhone',
    'battery',
    statusColumn('SmokeDetector', 'state', ['success', 'error', 'warning', 'orange']),
    'online',
    'lastReportTime',
    'createTime',
  ],
  hiddenColumns: ['buildingId', 'unitId', 'alarmPhone', 'createTime'],
});
