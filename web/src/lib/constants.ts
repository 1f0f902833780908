// Every number and message the spec fixes for the console shell, named as in the spec.
// Section numbers refer to spec/01-shell.md (01) and spec/02-modules.md (02).

// ── Request layer (01 §7, §8; 02 §7, §8) ─────────────────────────────────────────────────────────
export const API_BASE = '/api';
/** 01 §9: request timeout 40000 ms. */
export const REQUEST_TIMEOUT = 40000;
/** 01 §7: credential header; the same token also travels as sessionId. */
export const AUTH_HEADER = 'DOOR-Authorization';
export const SESSION_ID_PARAM = 'sessionId';
/** 01 §8: envelope success codes. */
export const SUCCESS_CODES: readonly (string | number)[] = ['200', 0, '0'];
/** 01 §8: '100013' session expired → message, log out and reload. */
export const CODE_SESSION_EXPIRED = '100013';
/** 01 §8: '100015' → log out after the message closes. */
export const CODE_FORCED_LOGOUT = '100015';
/** 01 §8: '15003' → silent. */
export const CODE_SILENT = '15003';
export const MSG_SESSION_EXPIRED = '登录凭证过期, 重新登录';
/** 01 §8: HTTP 403, 404, 405 → error-404 and reject with 客户端错误. */
export const CLIENT_ERROR_STATUSES: readonly number[] = [403, 404, 405];
export const MSG_CLIENT_ERROR = '客户端错误';
/** 01 §8: HTTP 500 to 504 → error-500 and reject with 服务器出错. */
export const SERVER_ERROR_STATUSES: readonly number[] = [500, 501, 502, 503, 504];
export const MSG_SERVER_ERROR = '服务器出错';
/** Not named by the spec (docs/decisions.md): a fetch that passes REQUEST_TIMEOUT rejects with this. */
export const MSG_REQUEST_TIMEOUT = '请求超时';

/**
 * 01 §8 / 02 §8: per-action default toasts. Success text prefers the server's desc, memo, message;
 * failure text prefers desc, message, memo, msg.
 */
export const ACTION_MESSAGES = {
  operate: { success: '操作成功', failure: '操作失败' },
  add: { success: '新增成功', failure: '新增失败' },
  delete: { success: '删除成功', failure: '删除失败' },
  edit: { success: '编辑成功', failure: '编辑失败' },
  save: { success: '保存成功', failure: '保存失败' },
  upload: { success: '上传成功', failure: '上传失败' },
  download: { success: '下载成功', failure: '下载失败' },
  pay: { success: '缴费成功', failure: '缴费失败' },
  check: { success: '校验成功', failure: '校验失败,无发送验证码' },
} as const;
export type RequestAction = keyof typeof ACTION_MESSAGES;

// ── Routes (01 §2) ─────────────────────────────────────────────────────────────────────────────────
export const LOGIN_PATH = '/login';
export const ERROR_404_PATH = '/error-404';
export const ERROR_500_PATH = '/error-500';
/** Named route that resolves to the user's home page (01 §2.3 "home"). */
export const HOME_PATH = '/home';
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
/** 01 §2.4.4: targets the guard sends the user to directly after loading. */
export const ACCOUNT_ROUTE_NAMES: readonly string[] = ['perfecting', 'changePwd', 'updateAccount'];
/** 01 §6: roles [1] routes need role id '1'. */
export const SUPER_ADMIN_ROLE_ID = '1';

// ── Session start-up calls (01 §2.4.4, §7, §9) ─────────────────────────────────────────────────────
/** Menu tree by user: type 3, value = user id. */
export const MENU_TREE_TYPE = 3;
/** Provinces: area call with areaType 0. */
export const PROVINCE_AREA_TYPE = 0;
/** 01 §2.10: root node 全部小区 (id dep:-1). */
export const TREE_ROOT_NODE = 'dep:-1';
export const TREE_ROOT_TITLE = '全部小区';
/** 01 §9: lazy tree page limit 100. */
export const TREE_PAGE_LIMIT = 100;
/** 01 §9: dictionary types loaded at start (account status … SIM package). */
export const DICTIONARY_TYPES: readonly string[] = [
  'account_status',
  'dep_type',
  'visitor_status',
  'health_code_status',
  'pay_source',
  'order_status',
  'sim_package',
];
/** 01 §9: some dictionaries get an extra 全部 entry with an empty code (which ones: docs/decisions.md). */
export const DICTIONARY_TYPES_WITH_ALL: readonly string[] = [
  'account_status',
  'visitor_status',
  'health_code_status',
  'order_status',
];
export const DICTIONARY_ALL_ENTRY = { code: '', name: '全部' } as const;

// ── Storage and crypto (01 §9) ─────────────────────────────────────────────────────────────────────
/** Local storage keys share a fixed prefix. */
export const STORAGE_PREFIX = 'zhsq_';
/** Auth expiry setting 30; the unit is days since storage expiry is counted in days. */
export const AUTH_EXPIRY_DAYS = 30;
export const TOKEN_STORAGE_KEY = 'token';
/** 01 §4: remembers the last user name so a different user starts from the police dashboard. */
export const LAST_USER_NAME_STORAGE_KEY = 'last_user_name';
/** A message that must survive the reload after '100013' (shown on the login page, then removed). */
export const FLASH_MESSAGE_STORAGE_KEY = 'flash_message';
/** Fixed-key AES-ECB variant used for the login password (docs/decisions.md). */
export const FIXED_AES_KEY = 'ZHSQ@Console2026';
/** Session variant: the first 16 characters of the session id are the key. */
export const SESSION_KEY_LENGTH = 16;

// ── Layout (01 §2.5, §2.6, §9) ─────────────────────────────────────────────────────────────────────
export const DEFAULT_PLATFORM_NAME = '智慧社区综合服务平台';
export const SIDEBAR_WIDTH = 210;
export const BREADCRUMB_HOME_TITLE = '首页';
export const LOGOUT_CONFIRM = '确定退出系统吗？';
/** 01 §9: client version label. */
export const CLIENT_VERSION = 'v1.0.0';
/** 01 §2.6: message panel counts by type. */
export const MESSAGE_TYPES = [
  { type: 2, label: '报修' },
  { type: 4, label: '预警' },
  { type: 9, label: '授权' },
  { type: 10, label: '关怀' },
] as const;

// ── Tables (01 §9, 02 §9) ──────────────────────────────────────────────────────────────────────────
export const TABLE_PAGE_SIZE = 15;
export const TABLE_PAGE_SIZES: readonly number[] = [10, 20, 50, 100];

// ── Passwords (01 §2.7, §5, §9; 02 §5) ────────────────────────────────────────────────────────────
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 18;
export const MSG_OLD_PASSWORD_REQUIRED = '请输入原密码';
export const MSG_NEW_PASSWORD_REQUIRED = '请输入新密码';
export const MSG_REPEAT_PASSWORD_REQUIRED = '请再次输入密码';
export const MSG_PASSWORDS_DIFFER = '两次输入的新密码不一致!';
/** 02 §5 password B. */
export const MSG_PASSWORD_RULE = '密码规则错误，请重新输入';
