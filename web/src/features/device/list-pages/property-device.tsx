// 管理机 (02 §2 设备管理 / 门禁设备 PropertyDevice).
import { createResourcePage } from '@/list-page/create-page';

export default createResourcePage({
  resource: 'PropertyDevice',
  route: 'PropertyDevice',
  columns: [
    'name',
    'serial',
    'depId',
    'location',
    'extensionNo',
    'dutyPhone',
    'model',
    'ip',
    'firmware',
    'online',
    'lastHeartbeat',
    'createTime',
    'remark',
  ],
  hiddenColumns: ['model', 'firmware', 'createTime', 'remark'],
  form: ['name', 'serial', 'depId', 'location', 'extensionNo', 'dutyPhone', 'model', 'ip', 'remark'],
});
