// 人脸抓拍 (02 §2 出入管理 SecurityCamera, BasicTree with 全部): read-only; ID numbers masked.
import { createResourcePage } from '@/list-page/create-page';
import { maskedColumn, photoColumn } from '../cells';

export default createResourcePage({
  resource: 'FaceSnapshot',
  route: 'SecurityCamera',
  columns: [
    photoColumn('facePhotoUrl', '人脸照片'),
    'personName',
    'personType',
    maskedColumn('idCardNo'),
    'gender',
    'ageRange',
    'similarity',
    'depId',
    'deviceName',
    'direction',
    photoColumn('panoramaUrl', '全景照片'),
    'snapTime',
  ],
  hiddenColumns: ['ageRange', 'panoramaUrl'],
  search: ['personName', 'snapTime', 'personType', 'idCardNo', 'deviceName'],
  readOnly: true,
});
