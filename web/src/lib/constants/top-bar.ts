// The top bar: sub-navigation, route search, fullscreen, notice panel, account notices, user
// popover and change-password dialog (01 §2.6, §2.7, §9); choices the spec leaves open: docs/adr/0025.

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
