// Table-driven checks of the 02 §5 predicates (and 01 §5 port), with hostile inputs: empty text,
// whitespace, full-width digits, emoji, very long strings, SQL/HTML fragments.
import { describe, expect, it } from 'vitest';
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
  textLength,
} from './patterns';

const LONG = '9'.repeat(10_000);
const SQL = "1' OR '1'='1";
const HTML = '<img src=x onerror=alert(1)>';
// Hostile inputs that no format accepts.
const HOSTILE: [string, string][] = [
  ['empty', ''],
  ['spaces', '   '],
  ['SQL fragment', SQL],
  ['HTML fragment', HTML],
  ['emoji', '😀'],
  ['NUL', '\u0000'],
];

type Case = [input: string, expected: boolean];

function table(name: string, spec: string, predicate: (text: string) => boolean, cases: Case[]) {
  describe(`${name} — ${spec}`, () => {
    it.each(cases)('%j → %s', (input, expected) => {
      expect(predicate(input)).toBe(expected);
    });
    it.each(HOSTILE)('hostile %s is rejected', (_label, input) => {
      expect(predicate(input)).toBe(false);
    });
  });
}

table(
  'positive integer',
  '02 §5 "positive integer, digits only (blur) | 只能输入正整数"',
  isPositiveInteger,
  [
    ['1', true],
    ['42', true],
    ['9007199254740991', true],
    ['0', false],
    ['007', false],
    ['-1', false],
    ['+1', false],
    ['1.0', false],
    ['1e3', false],
    [' 1', false],
    ['1 ', false],
    ['１２３', false], // full-width digits
    ['٣', false], // Arabic-Indic digit
    ['9007199254740992', false], // beyond 2^53 − 1
    [LONG, false],
  ],
);

table('optional integer', '02 §5 "optional integer | 此项只能输入整数"', isInteger, [
  ['0', true],
  ['-0', true],
  ['15', true],
  ['-15', true],
  ['+15', false],
  ['015', false],
  ['1.5', false],
  ['-', false],
  ['１', false],
  [LONG, false],
]);

table(
  'password A',
  '02 §5 "password A: 6-18 chars, letters and digits both, no spaces | 必须包含字母和数字，不能有空格,长度6到18位"',
  isPasswordA,
  [
    ['abc123', true],
    ['Abc@12345678901234', true], // 18
    ['Abc@123456789012345', false], // 19
    ['abc12', false], // 5
    ['abcdef', false], // no digit
    ['123456', false], // no letter
    ['abc 123', false],
    ['abc123\t', false],
    ['abc\u3000123', false], // full-width space
    ['ａｂｃ１２３', false], // full-width letters and digits
    ['密码abc123', true], // non-space characters are allowed
    ['😀😀😀😀a1', true], // six code points
    ['😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀a1', true], // 18 code points, 34 UTF-16 units
  ],
);

table(
  'Chinese or English',
  '02 §5 "Chinese or English letters only | 只允许输入中文或英文"',
  isChineseOrEnglish,
  [
    ['张三', true],
    ['Zhang', true],
    ['张San', true],
    ['𠮷野家', true], // Han outside the BMP
    ['张 三', false],
    ['张三1', false],
    ['ＡＢＣ', false], // full-width letters
    ['张·三', false],
    ['Zhang-San', false],
    ['张'.repeat(5000), true],
  ],
);

table('amount', '02 §5 "amount must be at least 0.01 | 请输入金额，应大于或等于0.01"', isAmount, [
  ['0.01', true],
  ['0.1', true],
  ['1', true],
  ['999.99', true],
  ['100000', true],
  ['0', false],
  ['0.00', false],
  ['0.001', false],
  ['1.005', false],
  ['-1', false],
  ['01.5', false],
  ['.5', false],
  ['5.', false],
  ['1,000', false],
  ['１.５', false],
  ['1e2', false],
  ['NaN', false],
  ['Infinity', false],
  [LONG, false], // Number() is Infinity
]);

table('phone', '02 §5, §9 "phone/number 6-15 digits | 请输入正确电话号码"', isPhone, [
  ['123456', true],
  ['075512345678', true],
  ['123456789012345', true],
  ['12345', false],
  ['1234567890123456', false],
  ['0755-12345678', false],
  ['+8613800138000', false],
  ['１３８００１３８０００', false],
  ['13800138000 ', false],
]);

table('mobile', '02 §5, §9 "A mobile rule (exactly 11 digits)" (message not shown)', isMobile, [
  ['13800138000', true],
  ['19912345678', true],
  ['1380013800', false],
  ['138001380001', false],
  ['12800138000', false], // no mainland mobile starts 12
  ['23800138000', false],
  ['138 0013 8000', false],
  ['１３８００１３８０００', false],
]);

describe('no spaces — 02 §5 "no spaces | 请输入汉字、字母、数字、符号"', () => {
  it.each<Case>([
    ['张三abc123!@#', true],
    ['😀', true], // a symbol, not a space
    ['👨‍👩‍👧', true], // zero-width joiner inside an emoji is not a space
    [SQL.replace(/ /g, ''), true],
    ['<b>x</b>', true],
    [' ', false],
    ['a b', false],
    ['a\tb', false],
    ['a\nb', false],
    ['a\u3000b', false], // full-width space
    ['a\u00a0b', false], // no-break space
    ['a\u200bb', false], // zero-width space
    ['a\ufeffb', false],
    ['a\u0000b', false],
    ['x'.repeat(10_000), true],
  ])('%j → %s', (input, expected) => {
    expect(hasNoSpaces(input)).toBe(expected);
  });
});

table('coordinates', '02 §5 "coordinates \'longitude,latitude\' | 请输入正确经纬度"', isCoordinates, [
  ['113.2644,23.1291', true],
  ['113,23', true],
  ['-180,-90', true],
  ['180.0,90.0', true],
  ['180.1,23', false],
  ['113,90.5', false],
  ['113.2644, 23.1291', false],
  ['113.2644，23.1291', false], // full-width comma
  ['113.2644', false],
  ['113.2644,23.1291,5', false],
  ['113.1234567890123456,23', false], // 16 decimals
  ['abc,def', false],
]);

table(
  'longitude',
  '02 §5, §9 "longitude integer 0-180, decimals 4 to 15 digits | 经度整数为0-180,小数部分为4到15位。"',
  isLongitude,
  [
    ['113.2644', true],
    ['0.0000', true],
    ['179.123456789012345', true],
    ['180.0000', true],
    ['-73.9857', true],
    ['180.0001', false],
    ['181.0000', false],
    ['113.264', false], // 3 decimals
    ['113.1234567890123456', false], // 16 decimals
    ['113', false],
    ['0113.2644', false],
    ['+113.2644', false],
    ['１１３.２６４４', false],
  ],
);

table(
  'latitude',
  '02 §5, §9 "latitude integer 0-90, decimals 4 to 15 digits | 纬度整数为0-90,小数部分为4到15位。"',
  isLatitude,
  [
    ['23.1291', true],
    ['0.0000', true],
    ['89.999999999999999', true],
    ['90.0000', true],
    ['-33.8688', true],
    ['90.0001', false],
    ['91.0000', false],
    ['23.129', false],
    ['23', false],
    ['023.1291', false],
  ],
);

table('name', '02 §5 "A name rule (letters, Chinese, dot)" (message not shown)', isPersonName, [
  ['张三', true],
  ['阿卜杜·热合曼', true],
  ['J.Smith', true],
  ['John', true],
  ['·张三', false],
  ['张三·', false],
  ['张··三', false],
  ['John Smith', false],
  ['张三1', false],
  ['张三😀', false],
]);

table('e-mail', '02 §5 "an e-mail rule" (message not shown)', isEmail, [
  ['admin@zhsq.example.cn', true],
  ['first.last+tag@mail.example.com', true],
  ['a_b%c-d@x-y.io', true],
  ['admin@localhost', false],
  ['admin@@example.cn', false],
  ['.admin@example.cn', false],
  ['ad..min@example.cn', false],
  ['admin.@example.cn', false],
  ['admin@-example.cn', false],
  ['admin@example.c', false],
  ['ad min@example.cn', false],
  ['张三@example.cn', false],
  [`${'a'.repeat(65)}@example.cn`, false],
  [`a@${'b'.repeat(250)}.cn`, false],
  ['admin@example.cn<script>', false],
]);

table('URL', '02 §5 "a URL rule" (message not shown)', isHttpUrl, [
  ['https://www.example.cn', true],
  ['http://192.168.1.10:8080/path?q=1#top', true],
  ['HTTPS://EXAMPLE.CN', true],
  ['http://intranet', true],
  ['https://例子.中国/路径', true],
  ['www.example.cn', false],
  ['ftp://example.cn', false],
  ['javascript:alert(1)', false],
  ['http://', false],
  ['http:///path', false],
  ['http://exa mple.cn', false],
  ['http://example.cn/a b', false],
  [`https://example.cn/${'a'.repeat(2048)}`, false],
]);

table(
  'port',
  '01 §5 "Port: digits only, max 5 characters; between 10 and 49000 | 请输入正确的端口号"',
  isPort,
  [
    ['10', true],
    ['8081', true],
    ['49000', true],
    ['9', false],
    ['49001', false],
    ['65535', false],
    ['008081', false], // six characters
    ['08081', true], // five digits, 8081
    ['80 81', false],
    ['８０８１', false],
  ],
);

describe('minimum length — 02 §5 "minimum length N | 该项最小长度为N (default)"', () => {
  it.each<[string, number, boolean]>([
    ['abc', 3, true],
    ['ab', 3, false],
    ['张三丰', 3, true],
    ['😀😀😀', 3, true], // three code points, six UTF-16 units
    ['😀', 2, false],
    ['', 0, true],
    ['   ', 3, true], // spaces are characters; forbid them with the no-spaces rule
  ])('%j (min %d) → %s', (input, min, expected) => {
    expect(hasMinLength(input, min)).toBe(expected);
  });

  it('counts code points, not UTF-16 units', () => {
    expect(textLength('😀a')).toBe(2);
    expect(textLength('')).toBe(0);
  });
});
