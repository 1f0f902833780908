// 诊断服务器 (02 §2 设备管理 / 视频设备 VideoDevi at /video/diagnosis).
import { createResourcePage } from '@/list-page/create-page';

export default createResourcePage({
  resource: 'DiagnosisServer',
  route: 'VideoDevi',
  columns: [
    'name',
    'depId',
    'brand',
    'serial',
    'ip',
    'port',
    'checkInterval',
    'channelCount',
    'faultCount',
    'lastCheckTime',
    'online',
    'createTime',
  ],
  hiddenColumns: ['port', 'createTime'],
});
