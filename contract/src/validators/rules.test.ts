// The 02 §5 rule table as form rules: each rule's exact message, its trigger, how it treats empty,
// numeric and non-text values. Formats are covered value by value in patterns/id-card/ip tests.
import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES as MSG } from './constants';
import { checkRule, type FormRule } from './rule';
import {
  amountRule,
  chineseOrEnglishRule,
  coordinatesRule,
  emailRule,
  idCardRule,
  integerRule,
  ipRule,
  latitudeRule,
  longitudeRule,
  minLengthRule,
  mobileRule,
  nameRule,
  noSpacesRule,
  passwordARule,
  passwordBRule,
  phoneRule,
  portRule,
  positiveIntegerRule,
  urlRule,
} from './rules';

// [spec row, rule, a passing value, a failing value, the exact message]
const ROWS: [string, FormRule, unknown, unknown, string][] = [
  ['02 §5 positive integer, digits only (blur)', positiveIntegerRule(), '15', '0', '只能输入正整数'],
  ['02 §5 optional integer', integerRule(), '-3', '3.5', '此项只能输入整数'],
  ['02 §5 password A', passwordARule(), 'abc123', 'abcdef', '必须包含字母和数字，不能有空格,长度6到18位'],
  ['02 §5 password B', passwordBRule(), 'Admin@2026', 'admin2026', '密码规则错误，请重新输入'],
  [
    '02 §5 Chinese or English letters only',
    chineseOrEnglishRule(),
    '张三Li',
    '张三1',
    '只允许输入中文或英文',
  ],
  ['02 §5 amount at least 0.01', amountRule(), '0.01', '0.001', '请输入金额，应大于或等于0.01'],
  ['02 §5 phone 6-15 digits', phoneRule(), '075512345678', '12345', '请输入正确电话号码'],
  ['02 §5 no spaces', noSpacesRule(), '张三@1', '张 三', '请输入汉字、字母、数字、符号'],
  ["02 §5 coordinates 'longitude,latitude'", coordinatesRule(), '113.26,23.13', '113.26', '请输入正确经纬度'],
  ['02 §5 longitude', longitudeRule(), '113.2644', '113.26', '经度整数为0-180,小数部分为4到15位。'],
  ['02 §5 latitude', latitudeRule(), '23.1291', '91.0000', '纬度整数为0-90,小数部分为4到15位。'],
  ['02 §5 national ID card', idCardRule(), '11010519491231002X', '110105194912310021', '证件格式不正确'],
  ['02 §5 IP address v4 or v6', ipRule(), '::1', '256.0.0.1', '请输入正确的IP地址'],
  ['02 §5 minimum length N', minLengthRule(4), 'abcd', 'abc', '该项最小长度为4'],
  ['01 §5 port', portRule(), '8081', '9', '请输入正确的端口号'],
  ['02 §5 mobile (message not shown)', mobileRule(), '13800138000', '1380013800', MSG.mobile],
  ['02 §5 name (message not shown)', nameRule(), '阿卜杜·热合曼', '张三1', MSG.name],
  ['02 §5 e-mail (message not shown)', emailRule(), 'a@example.cn', 'a@b', MSG.email],
  ['02 §5 URL (message not shown)', urlRule(), 'https://example.cn', 'example.cn', MSG.url],
];

describe('reusable rules — 02 §5 table (message, trigger)', () => {
  it.each(ROWS)('%s', async (_row, rule, good, bad, message) => {
    expect(await checkRule(rule, good)).toBeUndefined();
    expect(await checkRule(rule, bad)).toBe(message);
  });

  it.each(ROWS)(
    '%s: objects, arrays, booleans and NaN are not text',
    async (_row, rule, _good, _bad, message) => {
      for (const value of [{}, ['15'], true, Number.NaN, Number.POSITIVE_INFINITY]) {
        expect(await checkRule(rule, value)).toBe(message);
      }
    },
  );

  it('02 §5 positive integer is checked on blur', () => {
    expect(positiveIntegerRule().validateTrigger).toBe('onBlur');
    expect(integerRule().validateTrigger).toBeUndefined();
  });

  it("02 §5 messages are the spec's, and the chosen ones are recorded", () => {
    expect(MSG).toMatchObject({
      mobile: '请输入正确的手机号',
      name: '只能输入中文、字母和点（·）',
      email: '请输入正确的邮箱地址',
      url: '请输入正确的网址',
    });
  });
});

describe('empty values — 02 §5 "phone/number 6-15 digits (required or optional)"', () => {
  it.each([undefined, null, ''])('optional rules let %j pass', async (empty) => {
    for (const rule of [integerRule(), phoneRule(), ipRule(), idCardRule(), minLengthRule(3), urlRule()]) {
      expect(await checkRule(rule, empty)).toBeUndefined();
    }
  });

  it.each([undefined, null, ''])('required rules fail %j with their own message', async (empty) => {
    expect(await checkRule(phoneRule({ required: true }), empty)).toBe('请输入正确电话号码');
    expect(await checkRule(positiveIntegerRule(), empty)).toBe('只能输入正整数');
    expect(await checkRule(amountRule(), empty)).toBe('请输入金额，应大于或等于0.01');
    expect(await checkRule(idCardRule({ required: true }), empty)).toBe('证件格式不正确');
  });

  it('whitespace is not empty: an optional rule still checks it', async () => {
    expect(await checkRule(phoneRule(), '   ')).toBe('请输入正确电话号码');
    expect(await checkRule(integerRule(), ' ')).toBe('此项只能输入整数');
  });

  it('required marks the form item (antd reads rule.required)', () => {
    expect(phoneRule({ required: true }).required).toBe(true);
    expect(phoneRule().required).toBe(false);
    expect(positiveIntegerRule({ required: false }).required).toBe(false);
  });
});

describe('numbers from InputNumber', () => {
  it.each<[FormRule, number, string | undefined]>([
    [positiveIntegerRule(), 15, undefined],
    [positiveIntegerRule(), 0, '只能输入正整数'],
    [positiveIntegerRule(), 1.5, '只能输入正整数'],
    [integerRule(), -7, undefined],
    [amountRule(), 0.01, undefined],
    [amountRule(), 12.5, undefined],
    [amountRule(), 0.001, '请输入金额，应大于或等于0.01'],
    [amountRule(), 1e21, '请输入金额，应大于或等于0.01'], // printed as 1e+21
    [portRule(), 8081, undefined],
    [portRule(), 50000, '请输入正确的端口号'],
  ])('%#: %d', async (rule, value, message) => {
    expect(await checkRule(rule, value)).toBe(message);
  });
});

describe('options', () => {
  it('a custom message replaces the spec default (02 §5 "该项最小长度为N (default)")', async () => {
    expect(await checkRule(minLengthRule(6, { message: '卡号至少6位' }), '123')).toBe('卡号至少6位');
    expect(await checkRule(minLengthRule(6), '123')).toBe('该项最小长度为6');
  });

  it('validateTrigger can be set per rule', () => {
    expect(phoneRule({ validateTrigger: 'onBlur' }).validateTrigger).toBe('onBlur');
    expect(positiveIntegerRule({ validateTrigger: 'onChange' }).validateTrigger).toBe('onChange');
  });
});
