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
      page('VideoMonitoring', '/security/videoMonitor', '视频监控', { icon: 'VideoCameraOutlined' }),
      page('VehicleMonitor', '/security/vehicleMonitor', '车辆监控', {
        icon: 'CarOutlined',
        tree: 'MonitorTree',
        watermark: true,
      }),
      page('EzvizVideo', '/security/ezvizVideo', '云视频', { icon: 'CloudOutlined' }),
    ]),
    group('InOutManagement', '出入管理', 'SwapOutlined', [
      page('InOutRecord', '/security/visitor', '出入记录', { icon: 'SwapOutlined', tree: 'NormalTree' }),
      page('GuestRecord', '/security/guestRco', '访客记录', { icon: 'IdcardOutlined', tree: 'BasicTree' }),
      page('MacLog', '/security/macLog', 'MAC记录', { icon: 'WifiOutlined', tree: 'NormalTree' }),
      page('SnapshotStatistics', '/security/SnapshotStatistics', '抓拍统计', {
        icon: 'BarChartOutlined',
        tree: 'NormalTree',
        showAll: true,
      }),
      page('SnapshotRecords', '/security/SnapshotRecords', '门口机抓拍', {
        icon: 'CameraOutlined',
        tree: 'NormalTree',
        showAll: true,
      }),
      page('SecurityCamera', '/security/SecurityCamera', '人脸抓拍', {
        icon: 'ScanOutlined',
        tree: 'BasicTree',
        showAll: true,
      }),
      page('VehicleSnapshot', '/security/vehicleSnapshot', '车辆抓拍', {
        icon: 'CarOutlined',
        tree: 'BasicTree',
        showAll: true,
      }),
      page('Tracking', '/security/tracking', '轨迹追踪', { icon: 'NodeIndexOutlined', watermark: false }),
    ]),
    group('WarningSetting', '公区布控', 'ControlOutlined', [
      page('DutyHome', '/security/dutyHome', '值班区域', { icon: 'EnvironmentOutlined', tree: 'AgentTree' }),
      child('DutyHome', 'DutyHomeAdd', '/security/dutyHome/add/:createId?', '新增值班区域'),
      child('DutyHome', 'DutyHomeEdit', '/security/dutyHome/edit/:depId', '编辑值班区域'),
      page('IdentifyControl', '/security/IdentifyControl', '身份证布控', { icon: 'IdcardOutlined' }),
      page('NativePlaceControl', '/security/NativePlaceControl', '籍贯布控', { icon: 'GlobalOutlined' }),
      page('ImmigrationControl', '/security/ImmigrationControl', '标签布控', { icon: 'TagsOutlined' }),
      page('WarningReport', '/security/WarningReport', '预警申报', { icon: 'FormOutlined' }),
      page('TaskAssignment', '/security/TaskAssignment', '任务委派', { icon: 'ScheduleOutlined' }),
      page('CarControl', '/security/CarControl', '车辆布控', { icon: 'CarOutlined' }),
    ]),
    group('WarningRecord', '公区预警', 'WarningOutlined', [
      page('DoorAlert', '/security/doorAlert', '门禁告警', { icon: 'BellOutlined', tree: 'BasicTree' }),
      page('ManholeCoverAlarm', '/security/manholeCoverAlarm', '井盖告警', { icon: 'AimOutlined' }),
      page('SmokeDetectorWarning', '/security/SmokeWarning', '烟感报警', { icon: 'FireOutlined' }),
      page('IdentifyWarning', '/security/IdentifyWarning', '身份证预警', { icon: 'IdcardOutlined' }),
      page('NativePlaceWarning', '/security/NativePlaceWarning', '籍贯预警', { icon: 'GlobalOutlined' }),
      page('ImmigrationWarning', '/security/ImmigrationWarning', '标签预警', { icon: 'TagsOutlined' }),
      page('TemperatureWarning', '/security/TemperatureWarning', '疫情预警', { icon: 'MedicineBoxOutlined' }),
      page('StrangerAlert', '/security/strangerAlert', '陌生人超限预警', { icon: 'UserDeleteOutlined' }),
      page('StrangerSnaps', '/security/strangerSnaps', '陌生人抓拍', {
        icon: 'UserOutlined',
        tree: 'NormalTree',
      }),
      page('GoAwayWarning', '/security/goAwayWarning', '未开门预警', {
        icon: 'LogoutOutlined',
        tree: 'DeepNormalTree',
      }),
      page('DeclareAlert', '/security/declareAlert', '申报预警', { icon: 'FormOutlined' }),
      page('CarWarning', '/security/CarWarning', '车辆预警', { icon: 'CarOutlined' }),
    ]),
    group('SmartHomeAlarm', '智能家居告警', 'HomeOutlined', [
      page('WaterImmersionAlarm', '/security/WaterImmersionAlarm', '水浸告警', smartHome),
      page('TemperatureAlarm', '/security/TemperatureAlarm', '温度告警', smartHome),
      page('HumidityAlarm', '/security/HumidityAlarm', '湿度告警', smartHome),
      page('DoorMagneticAlarm', '/security/DoorMagneticAlarm', '门磁告警', smartHome),
      page('GasAlarm', '/security/GasAlarm', '燃气告警', smartHome),
      page('InfraredAlarm', '/security/InfraredAlarm', '红外告警', smartHome),
      page('EmergencyButtonAlarm', '/security/EmergencyButtonAlarm', '紧急按钮告警', smartHome),
      page('HouseSmokeAlarm', '/security/HouseSmokeAlarm', '家庭烟感告警', smartHome),
    ]),
  ],
};
