// 02 §2 System management (系统管理, under /system; application settings under /estate with roles [1]).
import { child, group, page } from '../declare';
import type { ModuleDeclaration } from '../types';

export const systemModule: ModuleDeclaration = {
  key: 'System',
  title: '系统管理',
  icon: 'SettingOutlined',
  children: [
    group('Organization', '组织管理', 'ApartmentOutlined', [
      page('test', '/system/test', '测试', { icon: 'ExperimentOutlined', watermark: false }),
      page('SystemCompanion', '/system/SystemCompanion', '合作伙伴', { icon: 'SolutionOutlined' }),
      child('SystemCompanion', 'SystemCompanionAdd', '/system/SystemCompanion/add', '新增合作伙伴'),
      child('SystemCompanion', 'SystemCompanionEdit', '/system/SystemCompanion/edit/:id', '编辑合作伙伴'),
      child('SystemCompanion', 'SystemCompanionDetail', '/system/SystemCompanion/detail/:id', '合作伙伴详情'),
      page('SystemFramework', '/system/SystemFramework', '组织架构', {
        icon: 'ApartmentOutlined',
        tree: 'AgentTree',
      }),
      page('SystemAccount', '/system/account', '账号管理', { icon: 'UserOutlined', tree: 'AgentTree' }),
    ]),
    group('RoleAccount', '账号权限', 'LockOutlined', [
      page('SystemRole', '/system/SystemRole', '角色管理', { icon: 'TeamOutlined' }),
      child('SystemRole', 'SystemRoleAdd', '/system/SystemRole/add', '关联账号'),
      child('SystemRole', 'RoleDetail', '/system/RoleDetail', '角色详情'),
      child('SystemRole', 'SystemRoleDetail', '/system/SystemRoleDetail', '角色权限'),
      page('SystemManagement', '/system/systemManagement', '系统账号', {
        icon: 'UserSwitchOutlined',
        tree: 'AgentTree',
      }),
      child('SystemManagement', 'SystemManagementAdd', '/system/systemManagement/add', '新增账号'),
      child('SystemManagement', 'SystemManagementEdit', '/system/systemManagement/edit', '编辑账号'),
    ]),
    group('Parameters', '参数设置', 'ControlOutlined', [
      page('AppParams', '/system/appParams', '应用参数', { icon: 'AppstoreOutlined', tree: 'BasicTree' }),
      page('FaceParameters', '/system/faceParameters', '人脸计费参数', { icon: 'ScanOutlined' }),
      page('CallChargeParameters', '/system/callChargeParameters', '通话计费参数', { icon: 'PhoneOutlined' }),
      page('SecurityParameter', '/system/securityParameter', '安防参数', { icon: 'SafetyOutlined' }),
      child('SecurityParameter', 'EditSecurityModel', '/system/editSecurityModel', '新增安防模式'),
      page('SystemParameters', '/system/parameters', '系统参数', { icon: 'SettingOutlined' }),
    ]),
    group(
      'AppSettings',
      '应用设置',
      'ToolOutlined',
      [
        page('GISMap', '/estate/GISMap', 'GIS地图', { icon: 'GlobalOutlined', watermark: false }),
        page('PlaneMap', '/estate/planeMap', '平面地图', { icon: 'PictureOutlined', watermark: false }),
        page('AlarmLinkage', '/estate/alarmLinkage', '告警联动', { icon: 'ShareAltOutlined' }),
        page('EstateDutyHome', '/estate/dutyHome', '值班区域设置', { icon: 'EnvironmentOutlined' }),
        child('EstateDutyHome', 'EstateDutyHomeAdd', '/estate/dutyHome/add/:createId?', '新增值班区域'),
        child('EstateDutyHome', 'EstateDutyHomeEdit', '/estate/dutyHome/edit/:depId', '编辑值班区域'),
      ],
      { roles: [1] },
    ),
  ],
};
