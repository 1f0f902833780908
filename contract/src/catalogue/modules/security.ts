// 02 §2 Security surveillance (安防监控, under /security; key equals route name; module id not shown).
import { child, group, page } from '../declare';
import type { ModuleDeclaration } from '../types';

const smartHome = { tree: 'DeepNormalTree', showAll: false, icon: 'AlertOutlined' } as const;

export const securityModule: ModuleDeclaration = {
  key: 'Security',
  title: '安防监控',
  icon: 'SafetyOutlined',
  children: [
    group('Monitor', '监控中心', 'VideoCameraOutlined', [
      page('VideoMonitoring', '/security/videoMonitor', '视频监控', {
        icon: 'VideoCameraOutlined',
        page: 'video/VideoMonitoringPage',
      }),
      page('VehicleMonitor', '/security/vehicleMonitor', '车辆监控', {
        icon: 'CarOutlined',
        tree: 'MonitorTree',
        watermark: true,
        page: 'security/VehicleMonitorPage',
      }),
      page('EzvizVideo', '/security/ezvizVideo', '云视频', {
        icon: 'CloudOutlined',
        page: 'video/EzvizVideoPage',
      }),
    ]),
    group('InOutManagement', '出入管理', 'SwapOutlined', [
      page('InOutRecord', '/security/visitor', '出入记录', {
        icon: 'SwapOutlined',
        tree: 'NormalTree',
        page: 'security/list-pages/in-out-record',
      }),
      page('GuestRecord', '/security/guestRco', '访客记录', {
        icon: 'IdcardOutlined',
        tree: 'BasicTree',
        page: 'security/list-pages/guest-record',
      }),
      page('MacLog', '/security/macLog', 'MAC记录', {
        icon: 'WifiOutlined',
        tree: 'NormalTree',
        page: 'security/list-pages/mac-record',
      }),
      page('SnapshotStatistics', '/security/SnapshotStatistics', '抓拍统计', {
        icon: 'BarChartOutlined',
        tree: 'NormalTree',
        showAll: true,
        page: 'security/SnapshotStatisticsPage',
      }),
      page('SnapshotRecords', '/security/SnapshotRecords', '门口机抓拍', {
        icon: 'CameraOutlined',
        tree: 'NormalTree',
        showAll: true,
        page: 'security/list-pages/door-snapshot',
      }),
      page('SecurityCamera', '/security/SecurityCamera', '人脸抓拍', {
        icon: 'ScanOutlined',
        tree: 'BasicTree',
        showAll: true,
        page: 'security/list-pages/face-snapshot',
      }),
      page('VehicleSnapshot', '/security/vehicleSnapshot', '车辆抓拍', {
        icon: 'CarOutlined',
        tree: 'BasicTree',
        showAll: true,
        page: 'security/list-pages/car-snapshot',
      }),
      page('Tracking', '/security/tracking', '轨迹追踪', {
        icon: 'NodeIndexOutlined',
        watermark: false,
        page: 'security/TrackingPage',
      }),
    ]),
    group('WarningSetting', '公区布控', 'ControlOutlined', [
      page('DutyHome', '/security/dutyHome', '值班区域', {
        icon: 'EnvironmentOutlined',
        tree: 'AgentTree',
        page: 'security/list-pages/duty-area',
      }),
      child('DutyHome', 'DutyHomeAdd', '/security/dutyHome/add/:createId?', '新增值班区域', {
        page: 'security/list-pages/duty-area-form-page#DutyHomeAddPage',
      }),
      child('DutyHome', 'DutyHomeEdit', '/security/dutyHome/edit/:depId', '编辑值班区域', {
        page: 'security/list-pages/duty-area-form-page#DutyHomeEditPage',
      }),
      page('IdentifyControl', '/security/IdentifyControl', '身份证布控', {
        icon: 'IdcardOutlined',
        page: 'security/list-pages/id-card-control',
      }),
      page('NativePlaceControl', '/security/NativePlaceControl', '籍贯布控', {
        icon: 'GlobalOutlined',
        page: 'security/list-pages/native-place-control',
      }),
      page('ImmigrationControl', '/security/ImmigrationControl', '标签布控', {
        icon: 'TagsOutlined',
        page: 'security/list-pages/tag-control',
      }),
      page('WarningReport', '/security/WarningReport', '预警申报', {
        icon: 'FormOutlined',
        page: 'security/list-pages/warning-declaration',
      }),
      page('TaskAssignment', '/security/TaskAssignment', '任务委派', {
        icon: 'ScheduleOutlined',
        page: 'security/list-pages/task-assignment',
      }),
      page('CarControl', '/security/CarControl', '车辆布控', {
        icon: 'CarOutlined',
        page: 'security/list-pages/car-control',
      }),
    ]),
    group('WarningRecord', '公区预警', 'WarningOutlined', [
      page('DoorAlert', '/security/doorAlert', '门禁告警', {
        icon: 'BellOutlined',
        tree: 'BasicTree',
        page: 'security/list-pages/door-alarm',
      }),
      page('ManholeCoverAlarm', '/security/manholeCoverAlarm', '井盖告警', {
        icon: 'AimOutlined',
        page: 'security/list-pages/manhole-alarm',
      }),
      page('SmokeDetectorWarning', '/security/SmokeWarning', '烟感报警', {
        icon: 'FireOutlined',
        page: 'security/SmokeDetectorWarningPage',
      }),
      page('IdentifyWarning', '/security/IdentifyWarning', '身份证预警', {
        icon: 'IdcardOutlined',
        page: 'security/IdentifyWarningPage',
      }),
      page('NativePlaceWarning', '/security/NativePlaceWarning', '籍贯预警', {
        icon: 'GlobalOutlined',
        page: 'security/NativePlaceWarningPage',
      }),
      page('ImmigrationWarning', '/security/ImmigrationWarning', '标签预警', {
        icon: 'TagsOutlined',
        page: 'security/list-pages/tag-warning',
      }),
      page('TemperatureWarning', '/security/TemperatureWarning', '疫情预警', {
        icon: 'MedicineBoxOutlined',
        page: 'security/TemperatureWarningPage',
      }),
      page('StrangerAlert', '/security/strangerAlert', '陌生人超限预警', {
        icon: 'UserDeleteOutlined',
        page: 'security/list-pages/stranger-over-limit',
      }),
      page('StrangerSnaps', '/security/strangerSnaps', '陌生人抓拍', {
        icon: 'UserOutlined',
        tree: 'NormalTree',
        page: 'security/StrangerSnapsPage',
      }),
      page('GoAwayWarning', '/security/goAwayWarning', '未开门预警', {
        icon: 'LogoutOutlined',
        tree: 'DeepNormalTree',
        page: 'security/list-pages/go-away-warning',
      }),
      page('DeclareAlert', '/security/declareAlert', '申报预警', {
        icon: 'FormOutlined',
        page: 'security/list-pages/warning-declaration#DeclareAlertPage',
      }),
      page('CarWarning', '/security/CarWarning', '车辆预警', {
        icon: 'CarOutlined',
        page: 'security/CarWarningPage',
      }),
    ]),
    group('SmartHomeAlarm', '智能家居告警', 'HomeOutlined', [
      page('WaterImmersionAlarm', '/security/WaterImmersionAlarm', '水浸告警', {
        ...smartHome,
        page: 'security/list-pages/smart-home-alarm#WaterImmersionAlarm',
      }),
      page('TemperatureAlarm', '/security/TemperatureAlarm', '温度告警', {
        ...smartHome,
        page: 'security/list-pages/smart-home-alarm#TemperatureAlarm',
      }),
      page('HumidityAlarm', '/security/HumidityAlarm', '湿度告警', {
        ...smartHome,
        page: 'security/list-pages/smart-home-alarm#HumidityAlarm',
      }),
      page('DoorMagneticAlarm', '/security/DoorMagneticAlarm', '门磁告警', {
        ...smartHome,
        page: 'security/list-pages/smart-home-alarm#DoorMagneticAlarm',
      }),
      page('GasAlarm', '/security/GasAlarm', '燃气告警', {
        ...smartHome,
        page: 'security/list-pages/smart-home-alarm#GasAlarm',
      }),
      page('InfraredAlarm', '/security/InfraredAlarm', '红外告警', {
        ...smartHome,
        page: 'security/list-pages/smart-home-alarm#InfraredAlarm',
      }),
      page('EmergencyButtonAlarm', '/security/EmergencyButtonAlarm', '紧急按钮告警', {
        ...smartHome,
        page: 'security/list-pages/smart-home-alarm#EmergencyButtonAlarm',
      }),
      page('HouseSmokeAlarm', '/security/HouseSmokeAlarm', '家庭烟感告警', {
        ...smartHome,
        page: 'security/list-pages/smart-home-alarm#HouseSmokeAlarm',
      }),
    ]),
  ],
};
