// 02 §2 Device management (设备管理, module id 5); every group needs role 1.
import { group } from '../declare';
import type { ModuleDeclaration } from '../types';

const admin = { roles: [1] } as const;

export const deviceModule: ModuleDeclaration = {
  key: 'Device',
  title: '设备管理',
  icon: 'ClusterOutlined',
  moduleId: 5,
  children: [
    group('AccessDevices', '门禁设备', 'ApiOutlined', [], admin),
    group('VideoDevices', '视频设备', 'VideoCameraOutlined', [], admin),
    group('ParkingDevices', '停车设备', 'CarOutlined', [], admin),
    group('ElevatorDevices', '电梯设备', 'ColumnHeightOutlined', [], admin),
    group('ManholeCoverDevices', '井盖设备', 'AimOutlined', [], admin),
    group('FireFightingDevices', '消防设备', 'FireOutlined', [], admin),
  ],
};
