// 门口机抓拍 (02 §2 出入管理 SnapshotRecords, NormalTree with 全部): read-only.
import { createResourcePage } from '@/list-page/create-page';
import { photoColumn } from '../cells';

export default createResourcePage({
  resource: 'DoorSnapshot',
  route: 'SnapshotRecords',
  columns: [
    photoColumn('photoUrl', '抓拍照片'),
    'deviceName',
    'snapType',
    'personName',
    'openResult',
    'depId',
    'buildingId',
    'unitId',
    'deviceSn',
    'snapTime',
  ],
  hiddenColumns: ['deviceSn'],
  search: ['deviceName', 'snapTime', 'snapType', 'personName', 'openResult'],
  readOnly: true,
});
