// 梯控主机 (02 §2 设备管理 / 电梯设备 ElevatorHost).
import { createResourcePage } from '@/list-page/create-page';

export default createResourcePage({
  resource: 'ElevatorHost',
  route: 'ElevatorHost',
  columns: [
    'name',
    'serial',
    'depId',
    'buildingId',
    'elevatorNo',
    'floorCount',
    'controlMode',
    'ip',
    'firmware',
    'online',
    'lastHeartbeat',
    'createTime',
  ],
  hiddenColumns: ['firmware', 'createTime'],
});
