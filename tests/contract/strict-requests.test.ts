// The request schemas are as strict as the server: an empty required text, a malformed phone, a URL of
// another scheme than http(s), a third decimal of money, a parameter another one makes required and a
// rule only JSON Schema beside the console's predicate can say (an ID card's check digit) are refused
// by the router's contract validation — code '400' with a Chinese message naming the field (the
// console's own words, after the field's name unless they already say it) — before any handler runs;
// the same requests with valid values succeed.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../mock-server/src/app.js';
import { listOperations, loadBundled, responseErrors } from './lib/openapi.js';
import { requestFromExamples, type BuiltRequest } from './lib/requests.js';

const EXAMPLE_TOKEN = '8f14e45fceea167a5a36dedd4bea2543';
const NOW = new Date('2026-11-21T09:30:00+08:00');

const doc = loadBundled('api');
const operations = new Map(listOperations(doc).map((o) => [o.operationId, o]));
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp({ webDist: null, seed: 20260101, scale: 24, now: () => NOW });
});
afterAll(() => app.close());
beforeEach(() => {
  app.mock.reset();
  const admin = app.mock.store.users.find((u) => u.userName === 'admin')!;
  app.mock.store.sessions.openFixed(EXAMPLE_TOKEN, admin, NOW);
});

/** The operation's example request with some body or query fields replaced (undefined removes one). */
function exampleWith(operationId: string, changes: Record<string, string | undefined>): BuiltRequest {
  const info = operations.get(operationId);
  if (!info) throw new Error(`no operation ${operationId}`);
  const req = requestFromExamples(doc, info, '/api', info.public ? undefined : EXAMPLE_TOKEN);
  const edit = (params: URLSearchParams) => {
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined) params.delete(key);
      else params.set(key, value);
    }
  };
  if (
    typeof req.payload === 'string' &&
    req.headers['content-type'] === 'application/x-www-form-urlencoded'
  ) {
    const form = new URLSearchParams(req.payload);
    edit(form);
    return { ...req, payload: form.toString() };
  }
  const url = new URL(req.url, 'http://x');
  edit(url.searchParams);
  return { ...req, url: url.pathname + url.search };
}

async function send(operationId: string, changes: Record<string, string | undefined>) {
  const res = await app.inject(exampleWith(operationId, changes));
  expect(res.statusCode).toBe(200);
  const body = JSON.parse(res.body) as { code: unknown; message?: string };
  expect(responseErrors(operations.get(operationId)!.op, 200, 'application/json', body)).toBeNull();
  return body;
}

const HOSTILE_URLS = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'data:text/html,<b>x</b>',
  'vbscript:msgbox(1)',
];

describe('refused by the contract with 400 and the field named', () => {
  it.each([
    ['login', { userName: '' }, '请求参数错误：参数 userName（登录账号）不能为空'],
    ['systemAccountAdd', { accountName: '' }, '请求参数错误：参数 accountName（客户名称）不能为空'],
    ['systemAccountAdd', { contactName: 'Tom 2' }, '联系人：只能输入中文、字母和点（·）'],
    ['systemAccountAdd', { contactPhone: '1380013800' }, '联系电话：请输入正确的手机号'],
    ['systemAccountAdd', { contactPhone: 'abc' }, '联系电话：请输入正确的手机号'],
    ['communityCaringAdd', { phone: '0571-8888' }, '联系电话：请输入正确电话号码'],
    ['accessCardSupplement', { phone: '23800138000' }, '请输入正确的手机号'],
    ['accessCardSupplement', { holderIdCard: '110101199003074515' }, '身份证号：证件格式不正确'],
    ['accessCardSupplement', { holderName: '张三1' }, '持卡人姓名：只能输入中文、字母和点（·）'],
    ['billAdd', { amount: '1.234' }, /应收金额.*请输入金额，应大于或等于0\.01/],
    ['rechargeCreate', { amount: '100.005' }, '充值金额：金额最多保留两位小数'],
    ['faceChargeParamAdd', { unitPrice: '0.555' }, /单价.*：金额最多保留两位小数$/],
    ['billPay', { amount: '0' }, '本次缴费金额：请输入金额，应大于或等于0.01'],
    ['parkLotSettingSave', { allowTemporary: '1', unitPrice: '0' }, '计费单价：请输入金额，应大于或等于0.01'],
    ['getArea', { areaType: '1', parentId: undefined }, '请求参数错误：缺少必填参数 parentId（上级区划）'],
    ['getArea', { areaType: '2', parentId: undefined }, '请求参数错误：缺少必填参数 parentId（上级区划）'],
    ['accreditReject', { reason: '   ' }, '请输入驳回原因'],
    // rules between fields (`conditions:` of the resource DSL)
    ['faceChargeParamAdd', { chargeMode: '1', unitPrice: '0' }, '按次计费请填写大于 0 的单价'],
    ['faceChargeParamAdd', { chargeMode: '2', monthlyFee: undefined }, '包月计费请填写包月费用'],
    ['faceChargeParamUpdate', { chargeMode: '2', monthlyFee: '0' }, '包月计费请填写包月费用'],
    ['sysNotifyAdd', { windowButton: '1', buttonText: undefined }, '请输入按钮文字'],
    ['sysNotifyAdd', { windowButton: '1', buttonLinkType: undefined }, '请选择按钮跳转'],
    ['sysNotifyAdd', { windowButton: '1', buttonLinkType: '2', buttonLinkUrl: undefined }, '请输入链接地址'],
    ['planeMapMarkerAdd', { x: '10.555' }, '横向位置：点位位置最多保留两位小数'],
    ['planeMapMarkerUpdate', { y: '0.001' }, '纵向位置：点位位置最多保留两位小数'],
    [
      'alarmLinkageAdd',
      { linkPopup: '0', linkVideo: '0', linkBroadcast: '0', linkDoor: '0', notifySms: '0', notifyCall: '0' },
      '请至少选择一个联动动作',
    ],
    ['alarmLinkageAdd', { notifyCall: '1', notifyPhone: undefined }, '开启短信或电话通知时请填写通知手机号'],
    ['systemParamAdd', { valueType: '2', paramValue: '十五' }, '参数值须为数字'],
    ['systemParamAdd', { valueType: '3', paramValue: 'yes' }, '参数值：开关参数的值须为 0 或 1'],
    ['systemParamUpdate', { valueType: '4', paramValue: '{a:1}' }, '参数值须为 JSON 对象或数组'],
  ] as const)('%s %j', async (operationId, changes, message) => {
    const body = await send(operationId, changes);
    expect(body.code).toBe('400');
    if (typeof message === 'string') expect(body.message).toBe(message);
    else expect(body.message).toMatch(message);
  });

  it.each(HOSTILE_URLS)('a notice button link %s is refused', async (url) => {
    const body = await send('sysNotifyAdd', { buttonLinkType: '2', buttonLinkUrl: url });
    expect(body).toEqual({ code: '400', message: '链接地址：请输入正确的网址' });
  });

  it.each(HOSTILE_URLS)('a rotation banner link %s is refused', async (url) => {
    const body = await send('appletRotationAdd', { linkType: '2', linkUrl: url });
    expect(body).toMatchObject({ code: '400', message: '请输入正确的跳转地址' });
  });

  it.each(HOSTILE_URLS)('a face photo address %s is refused', async (url) => {
    expect((await send('checkFace', { imageUrl: url })).code).toBe('400');
  });
});

describe('the same requests with valid values succeed', () => {
  it.each([
    ['systemAccountAdd', { contactPhone: '13900139000' }],
    ['communityCaringAdd', { phone: '057188886666' }],
    ['billAdd', { amount: '1.15' }],
    ['rechargeCreate', { amount: '10.29' }],
    ['parkLotSettingSave', { allowTemporary: '0', unitPrice: '0' }],
    ['getArea', { areaType: '0', parentId: undefined }],
    ['sysNotifyAdd', { buttonLinkType: '2', buttonLinkUrl: 'HTTPS://www.119.gov.cn/notice?id=1' }],
    ['appletRotationAdd', { linkType: '1', linkUrl: '/pages/pay/index?from=banner' }],
    ['faceChargeParamAdd', { chargeMode: '1', unitPrice: '0.3', monthlyFee: undefined }],
    ['faceChargeParamAdd', { chargeMode: '3', unitPrice: '0', monthlyFee: undefined }],
    ['sysNotifyAdd', { windowButton: '0', buttonText: undefined, buttonLinkType: undefined }],
    ['planeMapMarkerAdd', { x: '10.55', y: '0' }],
    ['alarmLinkageAdd', { linkPopup: '0', notifySms: '0', notifyCall: '1', notifyPhone: '13800138000' }],
    ['systemParamAdd', { valueType: '4', paramValue: '{"retainDays":30}' }],
    ['systemParamAdd', { valueType: '1', paramValue: '任意文本' }],
  ] as const)('%s %j', async (operationId, changes) => {
    const body = await send(operationId, changes);
    expect(['0', 0, '200']).toContain(body.code);
  });
});
