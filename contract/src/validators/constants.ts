// The bounds and Chinese messages of the reusable form rules, named as in the spec. Section numbers
// refer to spec/01-shell.md (01) and spec/02-modules.md (02).

/** 01 §2.7, §5, §9; 02 §5: password B length. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 18;

/** 01 §5: a port must be between 10 and 49000. */
export const QT_PORT_MIN = 10;
export const QT_PORT_MAX = 49000;

/** 02 §5: reusable form rules and their messages ("not shown" ones chosen in docs/decisions.md). */
export const VALIDATION_MESSAGES = {
  positiveInteger: '只能输入正整数',
  optionalInteger: '此项只能输入整数',
  passwordA: '必须包含字母和数字，不能有空格,长度6到18位',
  passwordB: '密码规则错误，请重新输入',
  chineseOrEnglish: '只允许输入中文或英文',
  amount: '请输入金额，应大于或等于0.01',
  phone: '请输入正确电话号码',
  noSpaces: '请输入汉字、字母、数字、符号',
  coordinates: '请输入正确经纬度',
  longitude: '经度整数为0-180,小数部分为4到15位。',
  latitude: '纬度整数为0-90,小数部分为4到15位。',
  idCard: '证件格式不正确',
  ip: '请输入正确的IP地址',
  /** 01 §5: local settings port. */
  port: '请输入正确的端口号',
  /** Not shown in the spec: the export dialog's text for a wrong mobile number (02 §5). */
  mobile: '请输入正确的手机号',
  /** Not shown in the spec. */
  name: '只能输入中文、字母和点（·）',
  email: '请输入正确的邮箱地址',
  url: '请输入正确的网址',
} as const;
/** 02 §5: 该项最小长度为N (default message of the minimum-length rule). */
export const msgMinLength = (n: number): string => `该项最小长度为${n}`;
/** 02 §9: password A 6–18 (password B is PASSWORD_MIN_LENGTH–PASSWORD_MAX_LENGTH). */
export const PASSWORD_A_MIN_LENGTH = 6;
export const PASSWORD_A_MAX_LENGTH = 18;
/** 02 §5, §9: phone 6–15 digits; mobile 11 digits. */
export const PHONE_MIN_DIGITS = 6;
export const PHONE_MAX_DIGITS = 15;
export const MOBILE_DIGITS = 11;
/** 02 §5: amount at least 0.01. */
export const AMOUNT_MIN = 0.01;
/** 02 §5, §9: longitude 0–180, latitude 0–90, decimals 4 to 15 digits. */
export const LONGITUDE_MAX = 180;
export const LATITUDE_MAX = 90;
export const COORDINATE_MIN_DECIMALS = 4;
export const COORDINATE_MAX_DECIMALS = 15;
