// 存储服务器 (02 §2 设备管理 / 视频设备 estate → VideoStorage): NVRs; deleting one that cameras still
// record to shows the delete-blocked dialog.
import { createResourcePage } from '@/list-page/create-page';

export default createResourcePage({
  resource: 'StorageServer',
  route: 'VideoStorage',
  columns: [
    'name',
    'depId',
    'brand',
    'model',
    'serial',
    'ip',
    'port',
    'channelCount',
    'diskCapacity',
    'diskUsage',
    'recordDays',
    'online',
    'lastHeartbeat',
    'createTime',
  ],
  hiddenColumns: ['model', 'port', 'createTime'],
});
