// The reusable form rules of 02 §5 (and the port rule of 01 §5) as antd Form rules, each with the
// spec's message (messages the spec does not show: docs/adr/0040). Usage:
//   <Form.Item name="phone" rules={[phoneRule({ required: true })]}>
//   <Form.Item name="count" validateTrigger={['onChange', 'onBlur']} rules={[positiveIntegerRule()]}>
// Every factory takes { required, message, validateTrigger }; empty values pass unless required.
import { VALIDATION_MESSAGES as MSG, msgMinLength } from './constants';
import { isIdCard } from './id-card';
import { isIp } from './ip';
import { isStrongPassword } from './password';
import {
  hasMinLength,
  hasNoSpaces,
  isAmount,
  isChineseOrEnglish,
  isCoordinates,
  isEmail,
  isHttpUrl,
  isInteger,
  isLatitude,
  isLongitude,
  isMobile,
  isPasswordA,
  isPersonName,
  isPhone,
  isPort,
  isPositiveInteger,
} from './patterns';
import { textRule, type FormRule, type RuleOptions } from './rule';

/** 02 §5 positive integer, digits only, checked on blur (required by default). */
export const positiveIntegerRule = (options: RuleOptions = {}): FormRule =>
  textRule(isPositiveInteger, MSG.positiveInteger, {
    required: true,
    validateTrigger: 'onBlur',
    ...options,
  });

/** 02 §5 optional integer. */
export const integerRule = (options: RuleOptions = {}): FormRule =>
  textRule(isInteger, MSG.optionalInteger, options);

/** 02 §5 password A: 6–18 characters with letters and digits, no spaces. */
export const passwordARule = (options: RuleOptions = {}): FormRule =>
  textRule(isPasswordA, MSG.passwordA, options);

/** 02 §5 password B (the password widget of 01 §5): 8–18, upper, lower, digit and symbol. */
export const passwordBRule = (options: RuleOptions = {}): FormRule =>
  textRule(isStrongPassword, MSG.passwordB, options);

/** 02 §5 Chinese or English letters only. */
export const chineseOrEnglishRule = (options: RuleOptions = {}): FormRule =>
  textRule(isChineseOrEnglish, MSG.chineseOrEnglish, options);

/** 02 §5 amount ≥ 0.01 with at most two decimals (required by default: the message asks for it). */
export const amountRule = (options: RuleOptions = {}): FormRule =>
  textRule(isAmount, MSG.amount, { required: true, ...options });

/** 02 §5 phone/number of 6–15 digits; `required` picks the required or the optional variant. */
export const phoneRule = (options: RuleOptions = {}): FormRule => textRule(isPhone, MSG.phone, options);

/** 02 §5 no spaces (Han characters, letters, digits, symbols). */
export const noSpacesRule = (options: RuleOptions = {}): FormRule =>
  textRule(hasNoSpaces, MSG.noSpaces, options);

/** 02 §5 coordinates 'longitude,latitude'. */
export const coordinatesRule = (options: RuleOptions = {}): FormRule =>
  textRule(isCoordinates, MSG.coordinates, options);

/** 02 §5 longitude: integer 0–180, 4 to 15 decimals. */
export const longitudeRule = (options: RuleOptions = {}): FormRule =>
  textRule(isLongitude, MSG.longitude, options);

/** 02 §5 latitude: integer 0–90, 4 to 15 decimals. */
export const latitudeRule = (options: RuleOptions = {}): FormRule =>
  textRule(isLatitude, MSG.latitude, options);

/** 02 §5 national ID card (15 or 18 digits, province code, birthday, check digit). */
export const idCardRule = (options: RuleOptions = {}): FormRule =>
  textRule((text) => isIdCard(text), MSG.idCard, options);

/** 02 §5 IP address, v4 or v6. */
export const ipRule = (options: RuleOptions = {}): FormRule => textRule(isIp, MSG.ip, options);

/** 02 §5 minimum length N, message 该项最小长度为N unless given. */
export const minLengthRule = (min: number, options: RuleOptions = {}): FormRule =>
  textRule((text) => hasMinLength(text, min), msgMinLength(min), options);

/** 02 §5 mobile: 11 digits (message not shown in the spec). */
export const mobileRule = (options: RuleOptions = {}): FormRule => textRule(isMobile, MSG.mobile, options);

/** 02 §5 name: letters, Han characters and dots (message not shown in the spec). */
export const nameRule = (options: RuleOptions = {}): FormRule => textRule(isPersonName, MSG.name, options);

/** 02 §5 e-mail (message not shown in the spec). */
export const emailRule = (options: RuleOptions = {}): FormRule => textRule(isEmail, MSG.email, options);

/** 02 §5 URL, http or https (message not shown in the spec). */
export const urlRule = (options: RuleOptions = {}): FormRule => textRule(isHttpUrl, MSG.url, options);

/** 01 §5 port 10–49000, digits only, at most 5 characters. */
export const portRule = (options: RuleOptions = {}): FormRule =>
  textRule(isPort, MSG.port, { required: true, ...options });
