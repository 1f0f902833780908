// 围墙机 (02 §2 设备管理 / 门禁设备 Visitor → PartitionDevice, BasicTree without 全部小区).
import { createResourcePage } from '@/list-page/create-page';

export default createResourcePage({
  resource: 'PartitionDevice',
  route: 'PartitionDevice',
  columns: [
    'name',
    'serial',
    'depId',
    'location',
    'passType',
    'faceRecognition',
    'model',
    'ip',
    'firmware',
    'online',
    'lastHeartbeat',
    'createTime',
    'remark',
  ],
  hiddenColumns: ['model', 'firmware', 'createTime', 'remark'],
  form: ['name', 'serial', 'depId', 'location', 'passType', 'faceRecognition', 'model', 'ip', 'remark'],
});
