// 停车场主机 (02 §2 设备管理 / 停车设备 host → ParkingHost): deleting a host that still has vehicle
// cameras shows the delete-blocked dialog.
import { createResourcePage } from '@/list-page/create-page';

export default createResourcePage({
  resource: 'ParkingHost',
  route: 'ParkingHost',
  columns: [
    'name',
    'serial',
    'depId',
    'parkName',
    'laneCount',
    'chargeMode',
    'brand',
    'ip',
    'port',
    'online',
    'lastHeartbeat',
    'createTime',
  ],
  hiddenColumns: ['port', 'createTime'],
});
