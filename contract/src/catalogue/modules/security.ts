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
      page('SnapshotStatistics', '/security/SnapshotStatistics', '抓拍统计', {
        icon: 'BarChartOutlined',
        tree: 'NormalTree',
        showAll: true,
        page: 'security/SnapshotStatisticsPage',
      }),
      page('Tracking', '/security/tracking', '轨迹追踪', {
        icon: 'NodeIndexOutlined',
        watermark: false,
        page: 'security/TrackingPage',
      }),
    ]),
    group('WarningSetting', '公区布控', 'ControlOutlined', [
      child('DutyHome', 'DutyHomeAdd', '/security/dutyHome/add/:createId?', '新增值班区域', {
        page: 'security/list-pages/duty-area-form-page#DutyHomeAddPage',
      }),
      child('DutyHome', 'DutyHomeEdit', '/security/dutyHome/edit/:depId', '编辑值班区域', {
        page: 'security/list-pages/duty-area-form-page#DutyHomeEditPage',
      }),
    ]),
    group('WarningRecord', '公区预警', 'WarningOutlined', [
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
      page('TemperatureWarning', '/security/TemperatureWarning', '疫情预警', {
        icon: 'MedicineBoxOutlined',
        page: 'security/TemperatureWarningPage',
      }),
      page('StrangerSnaps', '/security/strangerSnaps', '陌生人抓拍', {
        icon: 'UserOutlined',
        tree: 'NormalTree',
        page: 'security/StrangerSnapsPage',
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
