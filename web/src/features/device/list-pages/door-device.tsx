// 门口机 (02 §2 设备管理 / 门禁设备, NormalTree, watermark).
import { createResourcePage } from '@/list-page/create-page';

export default createResourcePage({
  resource: 'DoorDevice',
  route: 'DoorDevice',
  columns: [
    'name',
    'serial',
    'depId',
    'buildingId',
    'unitId',
    'position',
    'model',
    'ip',
    'firmware',
    'online',
    'lastHeartbeat',
    'createTime',
    'remark',
  ],
  hiddenColumns: ['model', 'remark', 'createTime'],
  form: ['name', 'serial', 'depId', 'buildingId', 'unitId', 'position', 'model', 'ip', 'remark'],
  importType: 'doorDevice',
  exportType: 'doorDevice',
});
