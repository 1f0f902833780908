// 停车记录 (02 §2 物业管理 / 停车管理 recordQuery): entries and exits, read-only.
import { createResourcePage } from '@/list-page/create-page';

export default createResourcePage({
  resource: 'ParkRecord',
  route: 'RecordQuery',
  readOnly: true,
  columns: [
    'plateNo',
    'carType',
    'parkLotId',
    'inTime',
    'inGate',
    'outTime',
    'outGate',
    'stayMinutes',
    'state',
  ],
  search: ['plateNo', 'state', 'parkLotId', 'carType', 'inTime'],
});
