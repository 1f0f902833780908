// 02 §2 System management (系统管理, under /system; application settings under /estate with roles [1]).
import { child, group, page } from '../declare';
import type { ModuleDeclaration } from '../types';

export const systemModule: ModuleDeclaration = {
  key: 'System',
  title: '系统管理',
  icon: 'SettingOutlined',
  children: [
    group('Organization', '组织管理', 'ApartmentOutlined', [
      page('test', '/system/test', '测试', {
        icon: 'ExperimentOutlined',
        watermark: false,
        page: 'system/SystemTestPage',
      }),
      child('SystemCompanion', 'SystemCompanionAdd', '/system/SystemCompanion/add', '新增合作伙伴', {
        page: 'system/list-pages/companion#CompanionAddPage',
      }),
      child('SystemCompanion', 'SystemCompanionEdit', '/system/SystemCompanion/edit/:id', '编辑合作伙伴', {
        page: 'system/list-pages/companion#CompanionEditPage',
      }),
      child(
        'SystemCompanion',
        'SystemCompanionDetail',
        '/system/SystemCompanion/detail/:id',
        '合作伙伴详情',
        { page: 'system/list-pages/companion#CompanionDetailPage' },
      ),
      page('SystemFramework', '/system/SystemFramework', '组织架构', {
        icon: 'ApartmentOutlined',
        tree: 'AgentTree',
        page: 'system/list-pages/framework',
      }),
    ]),
    group('RoleAccount', '账号权限', 'LockOutlined', [
      child('SystemRole', 'SystemRoleAdd', '/system/SystemRole/add', '关联账号', {
        page: 'system/list-pages/role-accounts',
      }),
      child('SystemRole', 'RoleDetail', '/system/RoleDetail', '角色详情', {
        page: 'system/list-pages/role-detail',
      }),
      child('SystemRole', 'SystemRoleDetail', '/system/SystemRoleDetail', '角色权限', {
        page: 'system/list-pages/role-permissions',
      }),
      child('SystemManagement', 'SystemManagementAdd', '/system/systemManagement/add', '新增账号', {
        page: 'system/list-pages/system-user-form#SystemUserAddPage',
      }),
      child('SystemManagement', 'SystemManagementEdit', '/system/systemManagement/edit', '编辑账号', {
        page: 'system/list-pages/system-user-form#SystemUserEditPage',
      }),
    ]),
    group('Parameters', '参数设置', 'ControlOutlined', [
      page('AppParams', '/system/appParams', '应用参数', {
        icon: 'AppstoreOutlined',
        tree: 'BasicTree',
        page: 'system/list-pages/app-params',
      }),
      page('FaceParameters', '/system/faceParameters', '人脸计费参数', {
        icon: 'ScanOutlined',
        page: 'system/list-pages/charge-params#FaceChargePage',
      }),
      page('CallChargeParameters', '/system/callChargeParameters', '通话计费参数', {
        icon: 'PhoneOutlined',
        page: 'system/list-pages/charge-params#CallChargePage',
      }),
      child('SecurityParameter', 'EditSecurityModel', '/system/editSecurityModel', '新增安防模式', {
        page: 'system/list-pages/security-mode#SecurityModeAddPage',
      }),
    ]),
    group(
      'AppSettings',
      '应用设置',
      'ToolOutlined',
      [
        page('GISMap', '/estate/GISMap', 'GIS地图', {
          icon: 'GlobalOutlined',
          watermark: false,
          page: 'system/GisMapPage',
        }),
        page('PlaneMap', '/estate/planeMap', '平面地图', {
          icon: 'PictureOutlined',
          watermark: false,
          page: 'system/list-pages/plane-map',
        }),
        page('EstateDutyHome', '/estate/dutyHome', '值班区域设置', {
          icon: 'EnvironmentOutlined',
          page: 'security/list-pages/estate-duty-home',
        }),
        child('EstateDutyHome', 'EstateDutyHomeAdd', '/estate/dutyHome/add/:createId?', '新增值班区域', {
          page: 'security/list-pages/estate-duty-home-form#EstateDutyHomeAddPage',
        }),
        child('EstateDutyHome', 'EstateDutyHomeEdit', '/estate/dutyHome/edit/:depId', '编辑值班区域', {
          page: 'security/list-pages/estate-duty-home-form#EstateDutyHomeEditPage',
        }),
      ],
      { roles: [1] },
    ),
  ],
};
