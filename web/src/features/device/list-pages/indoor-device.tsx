// 室内机 (02 §2 设备管理 / 门禁设备 Indoor → IndoorDevice).
import { createResourcePage } from '@/list-page/create-page';

export default createResourcePage({
  resource: 'IndoorDevice',
  route: 'IndoorDevice',
  columns: [
    'name',
    'serial',
    'depId',
    'buildingId',
    'unitId',
    'roomId',
    'doorDeviceId',
    'model',
    'ip',
    'callTransfer',
    'firmware',
    'online',
    'lastHeartbeat',
    'createTime',
    'remark',
  ],
  hiddenColumns: ['buildingId', 'unitId', 'model', 'callTransfer', 'firmware', 'createTime', 'remark'],
  form: [
    'name',
    'serial',
    'depId',
    'buildingId',
    'unitId',
    'roomId',
    'doorDeviceId',
    'model',
    'ip',
    'callTransfer',
    'remark',
  ],
});
