// The shell layout: platform name, sidebar, keep-alive tabs, back-to-top, message types (01 §2.5, §2.6, §9).

export const DEFAULT_PLATFORM_NAME = '智慧社区综合服务平台';
export const SIDEBAR_WIDTH = 210;
/** The support dock's column at the right edge: the page area ends before it (docs/adr/0067). */
export const SUPPORT_DOCK_WIDTH = 40;
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
