// 01 §2.1 static routes and 01 §2.3 named shell routes. Not permission-gated (access public/session);
// icons and blank carry roles [1].
import { group, page } from '../declare';
import type { ModuleDeclaration } from '../types';

const bare = { layout: 'bare', hidden: true, tab: false, cache: false, watermark: false } as const;
const errorPage = { ...bare, layout: 'frame', access: 'public' } as const;
// Reached from the top bar, not the menu, and still tabs like any visited page (01 §4).
const shellPage = { access: 'session', hidden: true, tab: true, watermark: false } as const;

export const staticModule: ModuleDeclaration = {
  key: 'Static',
  title: '其他',
  icon: 'AppstoreOutlined',
  children: [
    page('login', '/login', '登录', { ...bare, access: 'public', page: '../app/login-route' }),
    page('perfecting', '/perfecting', '完善资料', {
      ...bare,
      access: 'session',
      page: 'account/PerfectingPage',
    }),
    page('changePwd', '/changePwd', '修改密码', {
      ...bare,
      access: 'session',
      page: 'account/ChangePasswordPage',
    }),
    page('updateAccount', '/updateAccount', '更新账户信息', {
      ...bare,
      access: 'public',
      page: 'account/UpdateAccountPage',
    }),
    // Inside the layout for a signed-in user (top bar, menus and tabs stay), a full page without a
    // session (docs/adr/0063); never a tab of its own.
    page('error-404', '/error-404', '页面不存在', { ...errorPage, page: 'errors/NotFoundPage' }),
    page('error-500', '/error-500', '服务器出错', { ...errorPage, page: 'errors/ServerErrorPage' }),
    page('redirect', '/redirect/*', '刷新', {
      ...shellPage,
      tab: false,
      cache: false,
      page: '../shell/navigation/RedirectPage',
    }),
    page('home', '/home', '首页', {
      ...shellPage,
      tab: false,
      cache: false,
      page: '../shell/navigation/HomeRedirect',
    }),
    page('profile', '/profile/index', '个人中心', {
      ...shellPage,
      icon: 'UserOutlined',
      page: 'account/ProfilePage',
    }),
    page('Report', '/report/index', '报表中心', {
      ...shellPage,
      icon: 'FileExcelOutlined',
      page: 'report/ReportPage',
    }),
    page('Edition', '/edition/index', '版本记录', {
      ...shellPage,
      icon: 'HistoryOutlined',
      page: 'edition/EditionPage',
    }),
    page('EditionSystemNotice', '/edition/systemNotice', '消息通知', {
      ...shellPage,
      icon: 'NotificationOutlined',
      page: 'notices/EditionSystemNoticePage',
    }),
    page('Features', '/features/:customPath', '特色功能', {
      ...shellPage,
      icon: 'StarOutlined',
      page: 'custom-menu/CustomFeaturePage',
    }),
    page('icons', '/icons/index', '图标', {
      access: 'session',
      roles: [1],
      icon: 'SmileOutlined',
      watermark: false,
      page: 'icons/IconsPage',
    }),
    page('blank', '/blank/index', '暂未开发', {
      access: 'session',
      roles: [1],
      icon: 'FileOutlined',
      watermark: false,
      page: 'blank/BlankPage',
    }),
    group('Application', '应用中心', 'AppstoreAddOutlined', [
      page('computer', '/application/computer', '计算机视觉', {
        access: 'session',
        icon: 'EyeOutlined',
        page: 'application/ComputerVisionPage',
      }),
      page('pension', '/application/pension', '养老应用', {
        access: 'session',
        icon: 'HeartOutlined',
        page: 'application/PensionPage',
      }),
    ]),
  ],
};
