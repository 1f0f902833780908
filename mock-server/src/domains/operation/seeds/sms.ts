// 短信记录: a month of verification codes, notices and alarm messages, and — through recordSentSms —
// every code the phone-code and SMS-send operations send from then on.
import type { Store } from '#mock/domains/store.js';
import { formatDateTime } from '#mock/store/clock.js';
import { maskMobile, type SentCode } from '../../sms/sms-state.js';
import { metas } from '#mock/resources/store.js';
import type { ResourceSeed } from '#mock/resources/types.js';
import { OPERATORS, timeline } from './common.js';

/** 02 §9 SMS: one charged message per 67 characters. */
const CHARS_PER_SMS = 67;
const chargeOf = (text: string) => Math.max(1, Math.ceil(text.length / CHARS_PER_SMS));

const TEMPLATES: { smsType: number; businessName: string; text: (code: string) => string }[] = [
  {
    smsType: 1,
    businessName: '身份验证',
    text: (c) => `【智慧社区】您的验证码 ${c}，5分钟内有效，请勿泄露。`,
  },
  {
    smsType: 1,
    businessName: '数据导出验证',
    text: (c) => `【智慧社区】您正在导出住户信息数据，验证码 ${c}，5分钟内有效，请勿泄露。`,
  },
  {
    smsType: 1,
    businessName: '绑定手机',
    text: (c) => `【智慧社区】您正在绑定手机号，验证码 ${c}，5分钟内有效，请勿泄露。`,
  },
  {
    smsType: 2,
    businessName: '缴费提醒',
    text: () => '【智慧社区】您的物业费账单已生成，请于本月底前通过业主小程序缴纳。',
  },
  {
    smsType: 2,
    businessName: '报修进度',
    text: () => '【智慧社区】您的报修工单已派工，维修人员将按约定时间上门，请保持电话畅通。',
  },
  {
    smsType: 2,
    businessName: '访客邀请',
    text: () => '【智慧社区】业主邀请您来访，请凭短信中的二维码链接在门口机扫码通行。',
  },
  {
    smsType: 3,
    businessName: '烟感报警',
    text: () => '【智慧社区】您家中的烟感设备发出烟雾报警，请立即确认现场安全。',
  },
  {
    smsType: 3,
    businessName: '流量卡到期',
    text: () => '【智慧社区】您名下有流量卡即将到期，到期后将影响门禁设备的正常使用，请及时续费。',
  },
];

export const smsRecord: ResourceSeed = {
  count: 100,
  make(ctx, i) {
    const { faker } = ctx;
    const template = faker.helpers.weightedArrayElement(
      TEMPLATES.map((t) => ({ weight: t.smsType === 1 ? 3 : 1, value: t })),
    );
    const agentId = faker.helpers.arrayElement(['1', '2', '2', '3', '4', '5']);
    const mobile = `1${faker.helpers.arrayElement(['3', '5', '7', '8'])}${faker.string.numeric(9)}`;
    const content = template.text(mobile.slice(-4));
    const failed = faker.datatype.boolean(0.04);
    return {
      mobileNo: maskMobile(mobile),
      smsType: template.smsType,
      businessName: template.businessName,
      content,
      chargeCount: chargeOf(content),
      senderName: template.smsType === 1 ? faker.helpers.arrayElement(OPERATORS[agentId]!).realName : '系统',
      agentId,
      status: failed ? 0 : 1,
      failReason: failed ? faker.helpers.arrayElement(['号码为空号', '用户已停机', '运营商网关超时']) : null,
      sendTime: timeline(ctx, i, 100, 30),
    };
  },
};

/** The business of a sent code, read from its text (the SMS domain records the text only). */
function businessOf(text: string): string {
  if (text.includes('导出')) return '数据导出验证';
  if (text.includes('绑定')) return '绑定手机';
  return '身份验证';
}

/**
 * Makes the SMS domain's sends rows of SmsRecord: the codes already in the outbox now, and every
 * successful send from here on (the domain's send is wrapped; the outbox stays the domain's own).
 */
export function recordSentSms(store: Store): void {
  const table = store.resources.table('SmsRecord');
  const record = (sent: SentCode) => {
    const user = store.users.find((u) => u.userId === sent.sentBy);
    const row = table.insert({
      mobileNo: maskMobile(sent.mobileNo),
      smsType: 1,
      businessName: businessOf(sent.text),
      content: sent.text,
      chargeCount: chargeOf(sent.text),
      senderName: user?.realName || user?.userName || '系统',
      agentId: user?.agentId ?? '1',
      agentName: null,
      status: 1,
      failReason: null,
      sendTime: formatDateTime(new Date(sent.sentAt)),
    });
    // Inserted rows show their organisation's name like seeded ones.
    store.resources.enrich(metas.SmsRecord, row);
  };
  for (const sent of store.sms.sent()) record(sent);
  const send = store.sms.send;
  store.sms.send = (user, input) => {
    const result = send(user, input);
    if (result.ok) record(store.sms.sent().at(-1)!);
    return result;
  };
}
