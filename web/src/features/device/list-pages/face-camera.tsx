// 人脸抓拍机 (02 §2 设备管理 / 视频设备 faceCaputure → FaceCaputure).
import { createResourcePage } from '@/list-page/create-page';

export default createResourcePage({
  resource: 'FaceCamera',
  route: 'FaceCaputure',
  columns: [
    'name',
    'serial',
    'depId',
    'location',
    'direction',
    'brand',
    'ip',
    'threshold',
    'strangerAlarm',
    'online',
    'lastHeartbeat',
    'createTime',
  ],
  hiddenColumns: ['createTime'],
});
