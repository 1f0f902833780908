// My Account and edition pages (01 §2.1, §2.2, §7, §9). Owned by features/my-account and
// features/edition (docs/adr/0027).

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
