// Each named rule of the console (contract/src/validators) and the shared schema the contract gives it
// (openapi/shared/schemas, tools/codegen/resources.mjs RULE_SCHEMAS) accept and refuse the same text,
// and the schema carries the rule's own message: the form, the contract and the mock say one thing.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { isIdCard } from '@zhsq/contract/validators/id-card';
import { isIp } from '@zhsq/contract/validators/ip';
import { isRuleName, namedRule } from '@zhsq/contract/validators/named-rules';
import { checkRule } from '@zhsq/contract/validators/rule';
import {
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
  isPersonName,
  isPhone,
  isPositiveInteger,
} from '@zhsq/contract/validators/patterns';
import { RULE_SCHEMAS } from '@zhsq/tools/codegen/resources.mjs';
import { repoRoot } from '../config.js';

const ajv = new Ajv2020({ strict: false, multipleOfPrecision: 9 });
addFormats(ajv);
// the router's keyword (validator.ts): the check digit and the real birthday by the console's predicate
ajv.addKeyword({
  keyword: 'x-validator',
  schemaType: 'string',
  validate: (name: string, data: unknown) => name !== 'idCard' || isIdCard(String(data)),
});
const schema = (file: string) =>
  YAML.parse(readFileSync(path.join(repoRoot, 'openapi/shared/schemas', file), 'utf8')) as Record<
    string,
    any
  >;

/** rule -> [the console's predicate, values to try]: valid and invalid ones of every kind. */
const RULES: Record<string, [(text: string) => boolean, string[]]> = {
  mobile: [
    isMobile,
    ['13800138000', '19912345678', '12800138000', '1380013800', '138001380001', '1380013800a', ''],
  ],
  phone: [
    isPhone,
    ['123456', '057188886666', '123456789012345', '12345', '1234567890123456', '0571-8888', ''],
  ],
  url: [
    isHttpUrl,
    [
      'http://a.cn',
      'https://www.119.gov.cn/x?y=1#z',
      'HTTPS://EXAMPLE.COM',
      'javascript:alert(1)',
      'data:text/html,x',
      'vbscript:msgbox(1)',
      'ftp://a.cn',
      'https://',
      'https:///a',
      'https://a b.cn',
      '//a.cn',
      '/pages/x',
      '',
    ],
  ],
  name: [isPersonName, ['张三', '阿卜杜·热合曼', 'J.Smith', '张 三', '张三1', '·张三', '张三··李', '']],
  chineseOrEnglish: [isChineseOrEnglish, ['东区', 'East', '东区1', '东 区', '']],
  noSpaces: [hasNoSpaces, ['A-101', '楼栋#1', 'a b', 'a\u3000b', 'a\u200Bb', 'a\tb', '']],
  coordinates: [
    isCoordinates,
    [
      '120.1551,30.2741',
      '-180,-90',
      '180.0,90.0',
      '180.5,30',
      '120,90.1',
      '120, 30',
      '1200,30',
      '007,08',
      '120,30.',
      '',
    ],
  ],
  longitude: [isLongitude, ['120.155100', '-180.0000', '180.0001', '120.155', '181.0000', '']],
  latitude: [isLatitude, ['30.274100', '-90.0000', '90.0001', '30.27', '91.0000', '']],
  idCard: [
    (text) => isIdCard(text),
    [
      '110101199003074514',
      '110101900307451',
      '110101199003074515',
      '990101199003074514',
      '110101199013074514',
      '110101209912314514',
      '',
    ],
  ],
  ip: [isIp, ['192.168.1.20', '::1', 'fe80::1', '256.1.1.1', '01.2.3.4', '1.2.3', 'abc', '']],
  email: [isEmail, ['service@example.com', 'a.b+c@x.cn', 'a@b', '@x.cn', 'a b@x.cn', '']],
  positiveInteger: [isPositiveInteger, ['1', '330106', '0', '01', '-1', '1.5', '']],
  integer: [isInteger, ['0', '-12', '12', '012', '-0', '1.5', '']],
};

describe('named rules and their shared schemas', () => {
  it('every rule the resource declarations may name has a shared schema with the rule’s message', async () => {
    for (const [rule, file] of Object.entries(RULE_SCHEMAS)) {
      expect(isRuleName(rule), rule).toBe(true);
      if (!isRuleName(rule)) continue;
      const bad = rule === 'amount' ? '1.234' : RULES[rule]![1].find((v) => v !== '' && !RULES[rule]![0](v))!;
      expect(await checkRule(namedRule(rule, true), bad), rule).toBe(schema(file)['x-message']);
      expect(schema(file).title).toBe(path.basename(file, '.yaml'));
    }
  });

  it.each(Object.keys(RULES))('%s: the schema accepts exactly what the console accepts', (rule) => {
    const [predicate, values] = RULES[rule]!;
    const validate = ajv.compile(schema(RULE_SCHEMAS[rule]!));
    for (const value of values)
      expect(validate(value), `${rule} ${JSON.stringify(value)}`).toBe(predicate(value));
  });

  it('amount: two decimals at most, from 0.01 (fields add their own cap)', () => {
    const validate = ajv.compile(schema('Amount.yaml'));
    for (const value of ['0.01', '1.15', '0.29', '100', '999999.99', '0', '1.234', '0.001', '-1'])
      expect(validate(Number(value)), value).toBe(isAmount(value));
  });
});
