// 02 §2 Device management (设备管理, module id 5); every group needs role 1.
import { group, page } from '../declare';
import type { ModuleDeclaration } from '../types';

const admin = { roles: [1] } as const;

export const deviceModule: ModuleDeclaration = {
  key: 'Device',
  title: '设备管理',
  icon: 'ClusterOutlined',
  moduleId: 5,
  children: [
    group(
      'AccessDevices',
      '门禁设备',
      'ApiOutlined',
      [
        page('DoorDevice', '/estate/DoorDevice', '门口机', {
          icon: 'TabletOutlined',
          tree: 'NormalTree',
          watermark: true,
          page: 'device/list-pages/door-device',
        }),
        page('IndoorDevice', '/estate/Indoor', '室内机', {
          icon: 'HomeOutlined',
          page: 'device/list-pages/indoor-device',
        }),
        page('PartitionDevice', '/estate/Visitor', '围墙机', {
          icon: 'BorderOutlined',
          tree: 'BasicTree',
          showAll: false,
          page: 'device/list-pages/partition-device',
        }),
        page('PropertyDevice', '/estate/PropertyDevice', '管理机', {
          icon: 'PhoneOutlined',
          page: 'device/list-pages/property-device',
        }),
      ],
      admin,
    ),
    group(
      'VideoDevices',
      '视频设备',
      'VideoCameraOutlined',
      [
        page('VideoDevice', '/video/videoDevice', '视频设备', {
          icon: 'VideoCameraOutlined',
          page: 'device/list-pages/video-device',
        }),
        page('VideoStorage', '/video/estate', '存储服务器', {
          icon: 'DatabaseOutlined',
          page: 'device/list-pages/storage-server',
        }),
        page('VideoDevi', '/video/diagnosis', '诊断服务器', {
          icon: 'MonitorOutlined',
          page: 'device/list-pages/diagnosis-server',
        }),
        page('FaceCaputure', '/video/faceCaputure', '人脸抓拍机', {
          icon: 'ScanOutlined',
          page: 'device/list-pages/face-camera',
        }),
      ],
      admin,
    ),
    group(
      'ParkingDevices',
      '停车设备',
      'CarOutlined',
      [
        page('ParkingHost', '/parking/host', '停车场主机', {
          icon: 'CarOutlined',
          page: 'device/list-pages/parking-host',
        }),
        page('VehicleCaputure', '/parking/vehicleCaputure', '车辆抓拍机', {
          icon: 'CameraOutlined',
          page: 'device/list-pages/vehicle-camera',
        }),
      ],
      admin,
    ),
    group(
      'ElevatorDevices',
      '电梯设备',
      'ColumnHeightOutlined',
      [
        page('ElevatorHost', '/elevator/index', '梯控主机', {
          icon: 'ColumnHeightOutlined',
          page: 'device/list-pages/elevator-host',
        }),
      ],
      admin,
    ),
    group(
      'ManholeCoverDevices',
      '井盖设备',
      'AimOutlined',
      [
        page('ManholeCoverDevice', '/manholeCover/index', '井盖设备', {
          icon: 'AimOutlined',
          page: 'device/list-pages/manhole-cover',
        }),
      ],
      admin,
    ),
    group(
      'FireFightingDevices',
      '消防设备',
      'FireOutlined',
      [
        page('SmokeDetectorDevice', '/fireFighting/index', '烟感设备', {
          icon: 'FireOutlined',
          tree: 'DeepNormalTree',
          watermark: false,
          page: 'device/list-pages/smoke-detector',
        }),
      ],
      admin,
    ),
  ],
};
