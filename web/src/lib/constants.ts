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
/**
 * Permission denied (docs/contracts.md): the user holds none of the operation's permissions. The
 * message is shown as an error toast, always; the session stays and the page does not change.
 */
export const CODE_PERMISSION_DENIED = '100403';
export const MSG_PERMISSION_DENIED = '无权限执行该操作，请联系管理员';
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

// The login page's own constants live in constants-entry.ts (the entry chunk loads only those).
import { DEFAULT_PRIMARY_COLOR } from './constants-entry';

export {
  ACCOUNT_ROUTE_NAMES,
  AUTH_EXPIRY_DAYS,
  DEFAULT_PLATFORM_NAME,
  ERROR_404_PATH,
  FLASH_MESSAGE_STORAGE_KEY,
  HOME_PATH,
  LOGIN_PATH,
  SESSION_CHANNEL,
  STORAGE_PREFIX,
  TOKEN_STORAGE_KEY,
  DEFAULT_PRIMARY_COLOR,
  type FlashMessage,
} from './constants-entry';

// ── Routes (01 §2) ─────────────────────────────────────────────────────────────────────────────────
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
/** 01 §4: remembers the last user name so a different user starts from the police dashboard. */
export const LAST_USER_NAME_STORAGE_KEY = 'last_user_name';
/** Fixed-key AES-ECB variant used for the login password (docs/decisions.md). */
export const FIXED_AES_KEY = 'ZHSQ@Console2026';
/** Session variant: the first 16 characters of the session id are the key. */
export const SESSION_KEY_LENGTH = 16;

// ── Layout (01 §2.5, §2.6, §9) ─────────────────────────────────────────────────────────────────────
export const SIDEBAR_WIDTH = 210;
/** 01 §2.5, §9: the keep-alive cache holds at most 12 views (least recently used dropped first). */
export const KEEP_ALIVE_MAX_VIEWS = 12;
/** 01 §2.9, §9: tab drag animation 220 ms. */
export const TAB_DRAG_ANIMATION_MS = 220;
/** 01 §2.5, §9: the back-to-top button appears after 300 px of scrolling. */
export const BACK_TO_TOP_THRESHOLD = 300;
/** 01 §2.9: the tab context menu. */
export const TAB_MENU_LABELS = {
  refresh: '刷新',
  close: '关闭',
  closeOthers: '关闭其他',
  closeAll: '关闭所有',
} as const;
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
export const MSG_OLD_PASSWORD_REQUIRED = '请输入原密码';
export const MSG_NEW_PASSWORD_REQUIRED = '请输入新密码';
export const MSG_REPEAT_PASSWORD_REQUIRED = '请再次输入密码';
export const MSG_PASSWORDS_DIFFER = '两次输入的新密码不一致!';
/** 02 §5 password B. */
export const MSG_PASSWORD_RULE = '密码规则错误，请重新输入';

// ── Desktop client, helper and video service (01 §2.4.6–7, §2.8, §2.11, §5, §8, §9; 02 §3, §4, §7–9) ──
// Owned by the desktop bridges (lib/desktop, features/hardware, features/video); see docs/decisions.md.
/**
 * How the console knows it runs inside the desktop client (not in the spec): the client's embedded
 * browser appends `ZhsqQtClient/<version>` to its user agent.
 */
export const DESKTOP_CLIENT_UA_MARKER = 'ZhsqQtClient';
/** 02 §7: the desktop helper listens on loopback. */
export const QT_HOST = '127.0.0.1';
/** 01 §2.8, 02 §9: local client port 8081 (also the default of the stored qt_port). */
export const QT_DEFAULT_PORT = 8081;
/** 02 §4, §9: on each failed try add 2 to the port, up to 6 tries. */
export const QT_PORT_STEP = 2;
export const QT_PORT_TRIES = 6;
/** 01 §2.8: the local settings dialog stores the service-control port under this key. */
export const QT_PORT_STORAGE_KEY = 'qt_port';
/** 02 §7, §9: local client timeout 20 s. */
export const QT_TIMEOUT = 20000;
/** 02 §7, §9: the helper's websocket is on port + 1 at /{product}. */
export const QT_WS_PORT_OFFSET = 1;
/** The console's product key in the websocket path (asyncapi/client-ws.yaml). */
export const QT_WS_PRODUCT = 'zhsq';
/** 02 §4: the websocket reconnects on close; the delay is not in the spec. */
export const QT_WS_RECONNECT_DELAY = 3000;
/** 02 §7, §9: local video service on loopback port 18089, timeout 10 s. */
export const VIDEO_SERVICE_PORT = 18089;
export const VIDEO_TIMEOUT = 10000;
/** 01 §9: camera capture quality 80. */
export const CAMERA_IMAGE_QUALITY = 80;
/** 01 §7: photos from the desktop camera go to uploadFile/v1 with type=account_info. */
export const CAMERA_UPLOAD_PATH = '/uploadFile/v1';
export const CAMERA_UPLOAD_TYPE = 'account_info';
export const CAMERA_FILE_FIELD = 'file';
export const CAMERA_FILE_PREFIX = 'zhsq_';
/** The ID card's photo, uploaded by the helper (idr210_reader/upload_photo) like a camera shot. */
export const ID_PHOTO_UPLOAD_TYPE = 'account_info';
/** 02 §2, §7 finger vein: templates go to /uploadFVFile/v1 (same origin); presses per collection. */
export const FV_UPLOAD_PATH = '/uploadFVFile/v1';
export const FV_SAMPLES = 3;
/** Finger vein: the collection was stopped with 终止 (wording not in the spec). */
export const MSG_FV_TERMINATED = '已终止采集';
export const MSG_FV_COLLECTED = '指静脉采集成功';
/** Finger numbers of the helper (asyncapi client-ws): 1–5 right thumb → little, 6–10 left. */
export const FV_FINGERS = [
  '右手拇指',
  '右手食指',
  '右手中指',
  '右手无名指',
  '右手小指',
  '左手拇指',
  '左手食指',
  '左手中指',
  '左手无名指',
  '左手小指',
] as const;
/** Access-card 写卡: the read-back check passed. */
export const MSG_CARD_WRITTEN = '写卡成功';
/** 02 §8: local client failure → status false with this message. */
export const MSG_QT_RESTART = '请重启QT服务控件';
/** 02 §8: video service failure. */
export const MSG_VIDEO_RESTART = '请重启视频监控服务控件';
/** 02 §8: no websocket support. */
export const MSG_NO_WEBSOCKET = '您的浏览器不支持 WebSocket!';
/** 02 §8: outside the desktop client (camera: its own text, 01 §2.11). */
export const MSG_OUTSIDE_CLIENT = '请在QT客户端上使用此功能';
export const MSG_CAMERA_OUTSIDE_CLIENT = '请在QT客户端进行拍照';
/** 01 §8, 02 §8: on a Mac the user is told to switch to Windows. */
export const MSG_SWITCH_TO_WINDOWS = '请切换到 Windows 系统使用';
/** 02 §8: photo upload failure; playback failure notification. */
export const MSG_PHOTO_UPLOAD_FAILED = '照片无法上传';
export const MSG_PLAYBACK_FAILED = '播放失败';
/** 02 §8: "a zoomed browser tip advises 100% display" (wording not in the spec). */
export const MSG_ZOOM_TIP =
  '检测到浏览器缩放或系统显示比例不是 100%，监控画面可能错位，请将浏览器缩放和系统显示比例调整为 100%';
/** 01 §2.4.7: no cloud camera account (wording follows the spec's sentence). */
export const MSG_NO_CLOUD_ACCOUNT = '请先在应用参数中完成云摄像头配置';
/** 01 §2.4.7: the first account is labelled as the platform default when its status is 1. */
export const CLOUD_ACCOUNT_DEFAULT_LABEL = '平台默认账号';
export const CLOUD_ACCOUNT_DEFAULT_STATUS = 1;
/** 02 §8 install prompts: the helper's fixed fallback installer and the video control's installer. */
export const QT_INSTALLER_FALLBACK_URL = '/api/static/uploads/client/zhsq-qt-service-1.0.8.zip';
export const VIDEO_INSTALLER_URL = '/api/static/uploads/client/zhsq-video-service-1.0.0.zip';
/** 01 §5, §8; 02 §8: face check codes and texts. */
export const FACE_CHECK_SUCCESS_CODE = '0';
export const FACE_CHECK_LIMIT_CODE = '3145';
export const MSG_FACE_CHECK_SUCCESS = '采集成功';
export const FACE_CHECK_LIMIT_TITLE = '人脸校验达到上限';
export const FACE_CHECK_LIMIT_TEXT =
  '该账号今日人脸照片校验次数已达上限，如需增加请联系客服，住户也可通过APP自行录入';

// ── Real time: sockets, alert pop-ups, push flags, system notices ─────────────────────────────────
// 01 §2.6, §2.8, §3, §4, §8, §9; 02 §3, §4, §8, §9; asyncapi/{alerts,notice,inout}.yaml.
/** Channel paths on the console's origin; the session token is the last segment (asyncapi/). */
export const ALERT_CHANNEL_PATH = '/ws/alert/';
export const NOTICE_CHANNEL_PATH = '/ws/notice/';
/** 01 §4: path inout-websocket/{token}. */
export const INOUT_CHANNEL_PATH = '/inout-websocket/';
/** 01 §9: alert websocket heartbeat 5000 ms (sent after that long without a frame from the server). */
export const ALERT_HEARTBEAT_MS = 5000;
/** 01 §9: server timeout 6000 ms (no reply to the heartbeat → disconnect). */
export const ALERT_SERVER_TIMEOUT_MS = 6000;
/** 01 §9: reconnect 4000 ms after a connection is lost. */
export const ALERT_RECONNECT_MS = 4000;
/** 01 §9: hidden-tab limit 5 s (a tab hidden longer reconnects when it is shown again). */
export const HIDDEN_TAB_LIMIT_MS = 5000;
/** 01 §9: notice channels keep-alive 30000 ms. */
export const NOTICE_KEEPALIVE_MS = 30000;
/** Server close codes after which reconnecting cannot help (docs/decisions.md "Real-time channels"). */
export const WS_CLOSE_NO_RECONNECT: readonly number[] = [4000, 4001, 4003, 4009];
/** Reconnect waits are spread ± this fraction around their mean (not in the spec: docs/adr/0005). */
export const RECONNECT_JITTER = 0.25;
/** 01 §4: notice channel frames. */
export const NOTICE_AGENT_PREFIX = 'agent:';
export const NOTICE_PING = 'ping';
/** In/out records kept in memory for the in/out records page (newest first). */
export const INOUT_RECORDS_KEPT = 200;

/** 01 §2.8: the six alert kinds, named as the local reminder setting stores them. */
export const ALERT_TYPES = ['heat', 'id', 'native', 'stanger', 'car', 'smoke'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];
/** 01 §2.8: reminder setting key message_reminder_{userId}; default heat, id, native, car. */
export const MESSAGE_REMINDER_STORAGE_KEY = 'message_reminder_';
export const DEFAULT_MESSAGE_REMINDERS: readonly AlertType[] = ['heat', 'id', 'native', 'car'];
/** 01 §7 alert events, 01 §2.8 labels, 01 §4 target routes. */
export const ALERT_KINDS: Readonly<Record<AlertType, { event: string; title: string; route: string }>> = {
  heat: { event: 'new_heat_msg', title: '疫情预警', route: 'TemperatureWarning' },
  id: { event: 'new_identity_warn_msg', title: '身份证预警', route: 'IdentifyWarning' },
  native: { event: 'new_native_place_warn_msg', title: '籍贯预警', route: 'NativePlaceWarning' },
  stanger: { event: 'new_warn_stanger_msg', title: '陌生人抓拍预警', route: 'StrangerSnaps' },
  car: { event: 'new_car_warning_msg', title: '车辆预警', route: 'CarWarning' },
  smoke: { event: 'new_smoke_alarm_msg', title: '烟感报警', route: 'SmokeDetectorWarning' },
};
/** 01 §4: the pop-up's checkbox. */
export const ALERT_SUPPRESS_LABEL = '退出前不再提示';
/** 01 §3: stranger gender 1 male, 2 female, otherwise unknown. */
export const GENDER_LABELS: Readonly<Record<number, string>> = { 1: '男', 2: '女' };
export const GENDER_UNKNOWN = '未知';

/** 01 §2.6 task menu: route names of its items (their red dots: 01 §4 flags). */
export const TASK_MENU_ROUTES = {
  report: 'Report',
  edition: 'Edition',
  systemNotice: 'EditionSystemNotice',
} as const;
/** 01 §8: import/export messages (5 s, link to the Report page). */
export const TASK_MESSAGE_SECONDS = 5;
export const TASK_MESSAGES = {
  import: { processing: '数据正在导入中', success: '导入成功' },
  export: { processing: '文件正在生成中', success: '您需要的数据已经导出' },
} as const;

/** 02 §3: windowLocation 1 login page, 2 after login; buttonLinkType 2 external link; type '1' letter. */
export const NOTICE_WINDOW_LOGIN = 1;
export const NOTICE_WINDOW_AFTER_LOGIN = 2;
export const NOTICE_LINK_EXTERNAL = 2;
export const NOTICE_TYPE_LETTER = '1';
/** 02 §9: post-login notices at most 2 displays per session; next unread checked after 500 ms. */
export const NOTICE_MAX_DISPLAYS_PER_SESSION = 2;
export const NOTICE_RECHECK_DELAY_MS = 500;
/** 02 §4: post-login notices read, per user: notice_read_{userId} → { [id]: updateTime }. */
export const NOTICE_READ_STORAGE_KEY = 'notice_read_';

// ── Validators, input helpers and shared widgets (01 §2.11, §3, §4, §5, §8, §9; 02 §4, §5, §8, §9) ──
// Owned by lib/format, lib/upload and components/ (issue #6); see docs/decisions.md. The validators'
// bounds and messages are in @zhsq/contract/validators/constants.
/** 01 §5, 02 §9: money input cap 999.99 (two decimals); integer input cap 840. */
export const MONEY_INPUT_MAX = 999.99;
export const MONEY_DECIMALS = 2;
export const INTEGER_INPUT_MAX = 840;
/** 01 §9: random digit generator default length 6. */
export const RANDOM_DIGITS_LENGTH = 6;
/** 01 §9: date-time stamps with fewer than 13 digits are seconds. */
export const MILLISECOND_TIMESTAMP_DIGITS = 13;
/**
 * 01 §9, 02 §5: card-number masking keeps characters 0-10 and 14-19, read as slice bounds
 * [0, 10) and [14, 19): an 18-digit ID number shows its first 10 and last 4 characters.
 */
export const CARD_MASK_KEEP: readonly (readonly [number, number])[] = [
  [0, 10],
  [14, 19],
];
export const CARD_MASK_CHAR = '*';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** 01 §5, 02 §5: empty table cells show '-'. */
export const TABLE_EMPTY_CELL = '-';
/** 01 §2.11: pager texts (not shown in the spec); 'total N+' when the server only knows "more". */
export const msgPagerTotal = (total: number, more = false): string => `共 ${total}${more ? '+' : ''} 条`;
export const msgPagerSize = (size: number): string => `${size} 条/页`;
/** 02 §9: column chooser list max height 400 px. */
export const COLUMN_CHOOSER_MAX_HEIGHT = 400;
export const COLUMN_CHOOSER_LABEL = '列设置';
export const COLUMN_CHOOSER_ALL = '全选';
/** 01 §2.11, 02 §8: delete-blocked dialog. */
export const DELETE_BLOCKED_TITLE = '操作提示';
export const DELETE_BLOCKED_TEXT = '请解绑以下关系后才能正常删除';
export const DELETE_BLOCKED_OK = '知道了';
/** 01 §2.11: collapse toggle; empty data. */
export const COLLAPSE_LABELS = { expand: '展开', collapse: '收起' } as const;
export const EMPTY_DATA_TEXT = '暂无数据';

/** 02 §4: area cascader levels 0 province, 1 city, 2 district, 3 street; max level 2 (4 in pickers). */
export const AREA_MAX_LEVEL = 2;
export const AREA_MAX_LEVEL_PROPERTY = 4;
export const AREA_ROOT_LABEL = '全国';
export const AREA_ALL_LABEL = '全部';
/** 01 §7: the street list takes level 1 and districtId. */
export const STREET_QUERY_LEVEL = 1;
/** 01 §9, 02 §9: cascader debounce 300 ms (its search keyword), separator ' / '. */
export const CASCADER_DEBOUNCE_MS = 300;
export const CASCADER_SEPARATOR = ' / ';
/** 02 §9 / 01 §9: with hover expansion, an option opens its column after the pointer rests on it this long. */
export const CASCADER_HOVER_THRESHOLD_MS = 500;
/** 01 §2.11: community search select; 01 §7 community list (node dep:-1, limit 100, onlyDepFlag 1). */
export const COMMUNITY_SELECT_PLACEHOLDER = '请输入小区名称';
export const COMMUNITY_LIST_LIMIT = 100;
/** 01 §9 "search input debounce 500 ms", used for the community search too. */
export const SEARCH_DEBOUNCE_MS = 500;

/**
 * 01 §3 country calling codes, in the spec's order, default 86 (01 §9). The spec lists Mongolia 977
 * and Nepal 978; the ITU codes are 976 and 977 (978 is unassigned), and an SMS sent with 977 would go
 * to Nepal, so the real codes are used (docs/decisions.md).
 */
export const COUNTRY_CALLING_CODES: readonly { code: string; name: string }[] = [
  { code: '86', name: '中国' },
  { code: '853', name: '中国澳门' },
  { code: '886', name: '中国台湾' },
  { code: '852', name: '中国香港' },
  { code: '65', name: '新加坡' },
  { code: '60', name: '马来西亚' },
  { code: '62', name: '印度尼西亚' },
  { code: '63', name: '菲律宾' },
  { code: '66', name: '泰国' },
  { code: '673', name: '文莱' },
  { code: '81', name: '日本' },
  { code: '82', name: '韩国' },
  { code: '84', name: '越南' },
  { code: '850', name: '朝鲜' },
  { code: '671', name: '关岛' },
  { code: '855', name: '柬埔寨' },
  { code: '856', name: '老挝' },
  { code: '976', name: '蒙古' },
  { code: '977', name: '尼泊尔' },
  { code: '91', name: '印度' },
  { code: '1', name: '美国' },
  { code: '7', name: '俄罗斯' },
  { code: '44', name: '英国' },
];
export const DEFAULT_NATION_CODE = '86';

// Image upload (01 §4, §5, §8; 02 §4, §5, §8, §9).
/** jpg, png, jpeg by default; the older (object-storage) widget also takes bmp. */
export const IMAGE_TYPES: readonly string[] = ['jpg', 'png', 'jpeg'];
export const IMAGE_TYPES_LEGACY: readonly string[] = ['jpg', 'png', 'jpeg', 'bmp'];
/** '请上传 … 格式'. */
export const msgImageType = (types: readonly string[]): string => `请上传 ${types.join('/')} 格式`;
/** 01 §9: image default limit 100 kb, one image. */
export const IMAGE_MAX_SIZE_KB = 100;
export const IMAGE_MAX_COUNT = 1;
/** A size limit as the messages write it: KB below 1024 KB, else M (1024 KB → 1M, 1536 KB → 1.5M). */
export const formatSizeLimit = (limitKb: number): string =>
  limitKb >= 1024 ? `${Number((limitKb / 1024).toFixed(2))}M` : `${limitKb}KB`;
/** '图片大小不能超过{n}KB，请重新上传', in M from 1024 KB (e.g. 图片大小不能超过1M，请重新上传). */
export const msgImageTooLarge = (limitKb: number): string =>
  `图片大小不能超过${formatSizeLimit(limitKb)}，请重新上传`;
/** The widget's hint (wording not shown in the spec: "up to 100 kb, one image only"). */
export const msgImageHint = (types: readonly string[], limitKb: number | false, count: number): string =>
  `支持 ${types.join('/')} 格式${limitKb === false ? '' : `，大小不超过${formatSizeLimit(limitKb)}`}，最多${count}张`;
export const MSG_IMAGE_UPLOAD_FAILED = '图片上传失败，请重试';
export const MSG_IMAGE_UPLOAD_SUCCESS = '上传成功';
export const IMAGE_DELETE_CONFIRM = {
  title: '提示',
  content: '确认删除该图片?',
  okText: '确定',
  cancelText: '取消',
} as const;
export const IMAGE_UPLOAD_LABEL = '上传图片';
/** 02 §9: stored file name = 16 random characters + agentId + timestamp + the extension. */
export const UPLOAD_RANDOM_NAME_LENGTH = 16;
/** 02 §7: /startupload/v1 type default estate; object-storage form field success status 200. */
export const START_UPLOAD_DEFAULT_TYPE = 'estate';
export const OSS_SUCCESS_ACTION_STATUS = '200';
/** A token is fetched again this long before it expires (not in the spec). */
export const OSS_TOKEN_MARGIN_MS = 60_000;

// ---------------------------------------------------------------------------------------------------
// Local settings dialog and watermark (01 §2.4 point 8, §2.6, §2.8, §5, §9)
// ---------------------------------------------------------------------------------------------------
/** 01 §2.8: the dialog, opened from the task menu's 本地设置 item. */
export const LOCAL_SETTINGS_TITLE = '本地设置';
export const LOCAL_SETTINGS_WIDTH = 640;
export const LOCAL_SETTINGS_TEXT = {
  reminders: '消息提醒',
  port: '服务控件端口号',
  /** Wording not shown in the spec ("take the port from the service control, do not change it unless
   * there is a conflict"). */
  portHint: '请填写服务控件显示的端口号，如无端口冲突请勿修改',
  portPlaceholder: '请输入端口号',
  cancel: '取消',
  ok: '确定',
  /** Not shown in the spec. */
  saved: '保存成功',
  saveFailed: '保存失败，请检查浏览器是否允许本地存储',
} as const;
/** 01 §5, §9: the port field keeps at most 5 characters. */
export const QT_PORT_MAX_LENGTH = 5;
/** 01 §2.4 point 8, §9: watermark drawn 500 ms after a change, on a 240 × 80 tile. */
export const WATERMARK_DELAY_MS = 500;
export const WATERMARK_TILE_WIDTH = 240;
export const WATERMARK_TILE_HEIGHT = 80;
export const WATERMARK_ROTATE_DEG = -20;
export const WATERMARK_FONT = '14px sans-serif';
export const WATERMARK_OPACITY = 0.15;
/** 01 §9: the real name is cut at 30 characters, then an ellipsis. */
export const WATERMARK_NAME_MAX = 30;
export const WATERMARK_ELLIPSIS = '…';

// ── Side tree (01 §2.10, §4, §5, §9; 02 §2 "Building tree panel", §4, §9) ──────────────────────────
// Owned by shell/tree; see docs/decisions.md "Side tree (01 §2.10)".
/** 01 §9: tree page size 40 (root list paged by scrolling; advanced query limit 40 with a lastDepId cursor). */
export const TREE_PAGE_SIZE = 40;
/** 01 §9: row height 36, indent 18. */
export const TREE_ROW_HEIGHT = 36;
export const TREE_INDENT = 18;
/** 01 §9: scroll-end threshold 50 px, debounced 200 ms. */
export const TREE_SCROLL_END_THRESHOLD = 50;
export const TREE_SCROLL_END_DEBOUNCE_MS = 200;
/** 01 §9: filter debounce 600 ms, then a 500 ms spinner. */
export const TREE_FILTER_DEBOUNCE_MS = 600;
export const TREE_FILTER_SPINNER_MS = 500;
/** 01 §9: max level 10; deep tree max level 3; 02 §9 building tree max level 2. */
export const TREE_MAX_LEVEL = 10;
export const DEEP_TREE_MAX_LEVEL = 3;
export const BUILDING_TREE_MAX_LEVEL = 2;
/** 01 §9: collapsed to a 15 px strip; minimum open width 215 px; 01 §9 width-resize handle 3 px. */
export const TREE_COLLAPSED_WIDTH = 15;
export const TREE_MIN_OPEN_WIDTH = 215;
export const TREE_RESIZE_HANDLE_WIDTH = 3;
/** Not in the spec (docs/decisions.md): first open width and the widest a drag may make the panel. */
export const TREE_DEFAULT_OPEN_WIDTH = 240;
export const TREE_MAX_OPEN_WIDTH = 480;
/** 01 §9 / 02 §9: default pre-checked community (the vehicle camera tree ticks its cameras). */
export const TREE_DEFAULT_CHECKED_KEY = 'dep:1499';
/** 02 §9: camera tree page size 100, search debounce 500 ms. */
export const CAMERA_TREE_PAGE_SIZE = 100;
export const CAMERA_SEARCH_DEBOUNCE_MS = 500;
/** 01 §2.10 texts. */
export const TREE_TEXT = {
  filterPlaceholder: '请输入关键词',
  empty: '暂无相关数据',
  end: '没有更多数据了~',
  /** 01 §2.10 "label: current community count". */
  count: '当前小区数',
  /** Not in the spec (docs/decisions.md). */
  loadingMore: '加载中…',
  loadMore: '加载更多',
  refresh: '刷新',
  advanced: '高级查询',
  collapse: '收起侧边树',
  expand: '展开侧边树',
  resize: '拖动调整侧边树宽度',
  cameraPlaceholder: '请输入相机名称',
} as const;
/** 01 §2.10, §5: advanced query labels. */
export const TREE_QUERY_TEXT = {
  province: '省',
  city: '市',
  district: '区/县',
  street: '街道/镇',
  depName: '小区名称',
  buildName: '楼栋名称',
  unitName: '单元名称',
  searchData: '关键词',
  searchDataPlaceholder: '小区名称或地址',
  run: '查询',
  reset: '重置',
} as const;

// ---------------------------------------------------------------------------------------------------
// Top bar, settings drawer and theme (01 §2.6, §2.7, §9); choices the spec leaves open: docs/decisions.md
// ---------------------------------------------------------------------------------------------------
/** 01 §2.6, §9: a main-menu item's sub-navigation opens 300 ms after hovering and closes 100 ms after leaving. */
export const SUBMENU_OPEN_DELAY_MS = 300;
export const SUBMENU_CLOSE_DELAY_MS = 100;
/** 01 §2.6, §9: the 我的账户 label shows only when the window is wider than 1320 px. */
export const WIDE_LABEL_THRESHOLD = 1320;
/** 01 §2.6, §6: the 我的账户 entry needs the MyAccount module key. */
export const MY_ACCOUNT_KEY = 'MyAccount';
export const MY_ACCOUNT_TITLE = '我的账户';
/** 01 §2.6, §9: fuzzy route search over titles (weight 0.7) and paths (0.3), threshold 0.4. */
export const SEARCH_TITLE_WEIGHT = 0.7;
export const SEARCH_PATH_WEIGHT = 0.3;
export const SEARCH_FUZZY_THRESHOLD = 0.4;
/** 01 §2.6: these dashboards stay out of the search unless the user has them. */
export const SEARCH_HIDDEN_DASHBOARDS: readonly string[] = ['DashboardPolice', 'DashboardProperty'];
/** 01 §2.6: fullscreen not supported (text exactly as the spec writes it). */
export const MSG_FULLSCREEN_UNSUPPORTED = 'you browser can not work';
/** 01 §2.6: the notice panel's fixed badge, its tabs and the 2 s simulated load. */
export const NOTICE_PANEL_BADGE = 10;
export const NOTICE_PANEL_LOAD_MS = 2000;
export const NOTICE_PANEL_TABS = { notice: '通知', message: '消息', todo: '待办' } as const;
/** 01 §2.6: UI sizes (default, medium, small, mini) and the confirmation after a change. */
export const UI_SIZE_OPTIONS = [
  { value: 'default', label: '默认' },
  { value: 'medium', label: '中等' },
  { value: 'small', label: '小型' },
  { value: 'mini', label: '迷你' },
] as const;
export const MSG_UI_SIZE_CHANGED = '更改成功';
/** 01 §2.6: theme default themeblue; the role ids that get the dark theme (docs/decisions.md). */
export const DEFAULT_THEME = 'themeblue';
export const DARK_THEME = 'themedark';
export const DARK_THEME_ROLE_IDS: readonly string[] = ['2'];
/** 01 §2.6: settings drawer; the loading message while a theme colour is applied. */
export const MSG_THEME_CHANGING = '更换主题中';
export const THEME_COLOR_PRESETS: readonly { color: string; name: string }[] = [
  { color: DEFAULT_PRIMARY_COLOR, name: '默认蓝' },
  { color: '#1677ff', name: '拂晓蓝' },
  { color: '#2f54eb', name: '极客蓝' },
  { color: '#13c2c2', name: '明青' },
  { color: '#52c41a', name: '极光绿' },
  { color: '#faad14', name: '日暮黄' },
  { color: '#fa541c', name: '火山橙' },
  { color: '#f5222d', name: '薄暮红' },
  { color: '#722ed1', name: '酱紫' },
];
export const SETTINGS_DRAWER_TEXT = {
  title: '布局设置',
  theme: '主题风格',
  themeNames: { themeblue: '蓝色主题', themedark: '深色主题' },
  themeByRole: '由账号角色决定',
  color: '主题颜色',
  customColor: '自定义颜色',
  resetColor: '恢复默认',
  tabs: '显示历史标签',
  sidebarLogo: '侧边栏 Logo',
} as const;
/** 01 §2.6, §4: the expiry, balance and SIM-card notices (shown on load when their flag is 1). */
export const EXPIRY_NOTICE_TITLE = '帐号即将到期';
export const msgExpiryNotice = (time: string): string =>
  `您的登录账号将于 ${time} 到期，如需继续使用，请联系上级申请续期。`;
export const BALANCE_LOW_TITLE = '账户余额即将用完';
export const BALANCE_EMPTY_TITLE = '账户余额已用完';
export const msgBalanceDaysLeft = (days: number): string => `预计还可使用 ${days} 天`;
export const BALANCE_EMPTY_TEXT = '相关收费服务已暂停';
export const RECHARGE_BUTTON = '去充值';
export const SIM_NOTICE_TITLE = '流量卡续费提醒';
export const SIM_NOTICE_TEXT = '流量卡到期后将影响门禁设备的正常使用';
export const RENEW_BUTTON = '去续费';
/** 01 §2.3: the card page opens with status 2,4 (about to expire, expired). */
export const SIM_RENEW_QUERY = 'status=2,4';
/** 01 §2.6 user popover. */
export const USER_POPOVER_TEXT = { expiry: '到期', changePassword: '修改密码', logout: '退出' } as const;
/** 01 §2.7: the change-password dialog. */
export const CHANGE_PASSWORD_TITLE = '修改密码';
export const CHANGE_PASSWORD_WIDTH = 450;

// ── My Account, edition, support and privacy (01 §2.1, §2.2, §7, §9) ─────────────────────────────
// Owned by features/my-account, features/edition, shell/support and shell/privacy (docs/decisions.md
// "Account, edition and support pages").
/** 01 §2.2: route names of the My Account module (authorization key = route name). */
export const MY_ACCOUNT_ROUTES = {
  home: 'MyAccountHome',
  recharge: 'AccountRecharge',
  order: 'AccountOrder',
  product: 'AccountProductActivation',
} as const;
/** Recharge amounts (not in the spec): presets, and 1 to 50000 元 with at most two decimals. */
export const RECHARGE_PRESETS: readonly number[] = [100, 500, 1000, 2000, 5000];
export const RECHARGE_MIN = 1;
export const RECHARGE_MAX = 50000;
export const MSG_RECHARGE_AMOUNT = `充值金额需在 ${RECHARGE_MIN} 到 ${RECHARGE_MAX} 元之间`;
/** The payment dialog asks for the order's state this often until it is paid or closed. */
export const RECHARGE_POLL_MS = 2000;
/** Months a product can be activated or renewed for (contract productActivate). */
export const ACTIVATION_MONTHS: readonly (1 | 3 | 6 | 12)[] = [1, 3, 6, 12];
/** 01 §9: support chat window 500 × 550; its tooltip hides after 5 s. */
export const SUPPORT_CHAT_WIDTH = 500;
export const SUPPORT_CHAT_HEIGHT = 550;
export const SUPPORT_TOOLTIP_MS = 5000;
/** Chat message length (contract csChatSend). */
export const SUPPORT_MESSAGE_MAX = 500;
export const SUPPORT_TEXT = {
  chat: '在线客服',
  tooltip: '有问题？点击联系在线客服',
  hotline: '客服热线',
  placeholder: '请输入您的问题，Enter 发送，Shift+Enter 换行',
  send: '发送',
  close: '关闭在线客服',
} as const;
/** Privacy agreement dialog (01 §7 updateUserPrivacyAgreementVersion; wording not in the spec). */
export const PRIVACY_TEXT = {
  title: '隐私协议更新',
  accept: '同意并继续',
  decline: '不同意',
  declineConfirm: '不同意隐私协议将无法继续使用本平台，确定退出登录吗？',
} as const;

// ── Bulk import / export and SMS codes (01 §5, §8, §9; 02 §4, §5, §7, §9) ─────────────────────────────
// Owned by components/ImportDialog, ExportDialog, SmsCodeDialog and features/report; see
// docs/decisions.md "Import / export (datapump)".
/** 02 §5 import dialog and the smaller import widget (01 §5 for the widget). */
export const IMPORT_MESSAGES = {
  noFile: '请先上传数据文件',
  excelType: '仅支持导入Excel（.xls .xlsx）格式，请调整后重试',
  zipType: '压缩包格式必须为zip，请调整后重试',
  zipSize: '大小不能超过35M，请调整后重试',
  oneFile: '只支持上传一个文件!',
  tooLarge: '上传的文件大小超过限制',
  missingTypeOrParams: '导入、导出类型或参数不能为空！',
} as const;
/** 01 §5, 02 §5: 只支持上传{accept}文件. */
export const msgImportAccept = (accept: string): string => `只支持上传${accept}文件`;
/** 02 §5: Excel .xls / .xlsx; the smaller widget's accept text. */
export const IMPORT_EXCEL_EXTENSIONS: readonly string[] = ['.xls', '.xlsx'];
export const IMPORT_WIDGET_ACCEPT = '.xlsx, .xls';
export const IMPORT_ZIP_EXTENSION = '.zip';
/** 02 §9: default file limit 10 MB, zip max 35 MB, Excel max 10,000 rows, photos under 500K. */
export const IMPORT_FILE_MAX_MB = 10;
export const IMPORT_ZIP_MAX_MB = 35;
export const IMPORT_MAX_ROWS = 10000;
export const IMPORT_PHOTO_MAX_KB = 500;
/** 02 §4: progress rises in steps of 10 up to 90, 100 on success (the step interval is not shown). */
export const IMPORT_PROGRESS_STEP = 10;
export const IMPORT_PROGRESS_CAP = 90;
export const IMPORT_PROGRESS_INTERVAL_MS = 300;
/** 02 §5 hints (wording not shown in the spec beyond the numbers; docs/decisions.md). */
export const IMPORT_HINTS = {
  rows: `单次导入不超过${IMPORT_MAX_ROWS}行数据`,
  idPhoto: `身份证照片大小不超过${IMPORT_PHOTO_MAX_KB}K`,
  facePhoto: `人脸照片大小不超过${IMPORT_PHOTO_MAX_KB}K，尺寸在110*100至720*1260之间，否则无法开门`,
  zipName: '压缩包内的照片请以手机号或身份证号命名',
  faceAuth: '批量上传人脸后将自动开启人脸授权',
  authPeriod: '授权期限：已有授权期限的保持不变，否则业主/家属为永久，租客/临时客人/代理人为1年',
  buildingOverwrite: '楼栋/单元导入：已存在的数据将被覆盖，不存在的将新增',
} as const;
export type ImportHint = keyof typeof IMPORT_HINTS;
/** 02 §5 export dialog and 01 §5 SMS code. */
export const EXPORT_MESSAGES = {
  noField: '请选择需要导出的字段',
  codeRequired: '请输入验证码',
  codeLength: '验证码长度为4位',
  /** Not shown in the spec. */
  templateNameRequired: '请输入模板名称',
  defaultNotEditable: '默认模板不可编辑',
} as const;
/** 02 §9: alias and template name max 10; SMS code length 4, countdown 60 s, phone max 11, nation 86. */
export const EXPORT_NAME_MAX = 10;
export const SMS_CODE_LENGTH = 4;
export const SMS_COUNTDOWN_SECONDS = 60;
export const SMS_PHONE_MAX = 11;
/** 02 §7: /s_m_s/sms/send/v2 businessType 3 (data export verification). */
export const SMS_BUSINESS_TYPE_EXPORT = 3;
/** 02 §4: the last used export template per data type: export_template_{dataType}. */
export const EXPORT_TEMPLATE_STORAGE_KEY = 'export_template_';
/** 02 §5: keys dropped from export params with the empty values. */
export const EXPORT_DROPPED_PARAMS: readonly string[] = ['page', 'limit'];
/** Report page (01 §2.1 tabs Import and Export). */
export const REPORT_TABS = { import: '导入', export: '导出' } as const;

// ── Property (02 §2 Property, §6) ──────────────────────────────────────────────────────────────────
/** 02 §6: keys of the building-tree actions of 房屋详情; 'update subordinate data' needs none. */
export const PROPERTY_ROOM_KEYS = {
  addBuild: 'PropertyRoomAddBuild',
  editBuild: 'PropertyRoomEditBuild',
  deleteBuild: 'PropertyRoomDeleteBuild',
  addUnit: 'PropertyRoomAddUnit',
  editUnit: 'PropertyRoomEditUnit',
  deleteUnit: 'PropertyRoomDeleteUnit',
  addRoom: 'PropertyRoomAdd',
} as const;
/** 02 §6 building tree: 'update subordinate data' (reloads a node's children), always shown. */
export const UPDATE_SUBORDINATE_TEXT = '更新下级数据';
/** 02 §2 building tree panel levels: 0 community, 1 building, 2 unit (or group), 3 rooms. */
export const BUILDING_PANEL_LEVELS = { community: 0, building: 1, unit: 2, room: 3 } as const;
