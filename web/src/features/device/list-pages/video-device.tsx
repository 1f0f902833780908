// 视频设备 (02 §2 设备管理 / 视频设备 videoDevice): cameras and the NVR channel they record to.
import { createResourcePage } from '@/list-page/create-page';

export default createResourcePage({
  resource: 'VideoDevice',
  route: 'VideoDevice',
  columns: [
    'name',
    'depId',
    'location',
    'cameraType',
    'brand',
    'serial',
    'ip',
    'port',
    'storageId',
    'channelNo',
    'online',
    'lastHeartbeat',
    'createTime',
  ],
  hiddenColumns: ['port', 'createTime'],
});
