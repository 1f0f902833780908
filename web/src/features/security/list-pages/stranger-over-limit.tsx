// 陌生人超限预警 (02 §2 公区预警 StrangerAlert): strangers captured more often than the threshold; 处理.
import { createResourcePage } from '@/list-page/create-page';
import { photoColumn } from '../cells';
import { handleRowAction } from '../handle-alarm';

export default createResourcePage({
  resource: 'StrangerOverLimit',
  route: 'StrangerAlert',
  columns: [
    photoColumn('facePhotoUrl', '人脸照片'),
    'depId',
    'gender',
    'snapCount',
    'threshold',
    'lastDeviceName',
    'firstSnapTime',
    'lastSnapTime',
    'handleStatus',
    'handleResult',
    'handleUserName',
    'handleTime',
    'handleRemark',
  ],
  hiddenColumns: ['handleResult', 'handleRemark'],
  search: ['depId', 'lastSnapTime', 'handleStatus'],
  readOnly: true,
  rowActions: handleRowAction('stranger', '陌生人超限预警', 'StrangerAlert'),
});
