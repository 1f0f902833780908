// 车辆抓拍 (02 §2 出入管理 VehicleSnapshot, BasicTree with 全部): read-only.
import { createResourcePage } from '@/list-page/create-page';
import { photoColumn } from '../cells';

export default createResourcePage({
  resource: 'CarSnapshot',
  route: 'VehicleSnapshot',
  columns: [
    photoColumn('photoUrl', '抓拍照片'),
    'carNumber',
    'plateColor',
    'carCategory',
    'ownerName',
    'depId',
    'cameraName',
    'direction',
    'snapTime',
  ],
  search: ['carNumber', 'snapTime', 'direction', 'carCategory', 'plateColor'],
  readOnly: true,
});
