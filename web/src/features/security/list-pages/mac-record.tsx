// MAC记录 (02 §2 出入管理 MacLog, NormalTree): phones seen by the door units' Wi-Fi probes, read-only.
import { createResourcePage } from '@/list-page/create-page';

export default createResourcePage({
  resource: 'MacRecord',
  route: 'MacLog',
  columns: [
    'macAddress',
    'brand',
    'signalStrength',
    'personName',
    'appearCount',
    'depId',
    'buildingId',
    'unitId',
    'deviceName',
    'deviceSn',
    'captureTime',
  ],
  hiddenColumns: ['deviceSn'],
  search: ['macAddress', 'captureTime', 'deviceName'],
  readOnly: true,
});
