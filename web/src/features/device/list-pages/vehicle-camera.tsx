// 车辆抓拍机 (02 §2 设备管理 / 停车设备 vehicleCaputure → VehicleCaputure).
import { createResourcePage } from '@/list-page/create-page';

export default createResourcePage({
  resource: 'VehicleCamera',
  route: 'VehicleCaputure',
  columns: [
    'name',
    'serial',
    'depId',
    'hostId',
    'laneName',
    'direction',
    'brand',
    'ip',
    'online',
    'lastHeartbeat',
    'createTime',
  ],
  hiddenColumns: ['createTime'],
});
