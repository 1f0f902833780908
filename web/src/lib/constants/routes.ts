// Route paths and names the shell and its guard use (01 §2).

export const LOGIN_PATH = '/login';
export const ERROR_404_PATH = '/error-404';
/** Named route that resolves to the user's home page (01 §2.3 "home"). */
export const HOME_PATH = '/home';
/** 01 §2.4.4: targets the guard sends the user to directly after loading. */
export const ACCOUNT_ROUTE_NAMES: readonly string[] = ['perfecting', 'changePwd', 'updateAccount'];
export const ERROR_500_PATH = '/error-500';
/** 01 §2.4.5: home page choice. */
export const HOME_ROUTE_NAME = 'ComplexConsole';
export const FALLBACK_HOME_ROUTE_NAME = 'DashboardPolice';
/** 01 §2.4.5: after login the dashboard path is /complex/DashboardPolice. */
export const DASHBOARD_PATH = '/complex/DashboardPolice';
/** 01 §2.4.5: permissions of the form custom{number} are never the home page. */
export const CUSTOM_PERMISSION_PATTERN = /^custom\d+$/;
/** 01 §2.4.4: custom menu items become children of /features with path 'new'+id. */
export const FEATURES_PATH = '/features';
export const CUSTOM_MENU_PATH_PREFIX = 'new';
/** 01 §2.4.5: an account without menus gets these pseudo-menu items. */
export const NO_MENU_PSEUDO_ITEMS: readonly string[] = ['perfecting', 'updateAccount'];
/** 01 §2.4.1–2: reachable without a token. */
export const PUBLIC_ROUTE_NAMES: readonly string[] = ['login', 'updateAccount', 'error-404', 'error-500'];
/** 01 §6: roles [1] routes need role id '1'. */
export const SUPER_ADMIN_ROLE_ID = '1';
