// 在线客服 and the help-desk contact card (01-shell §9: chat window, 400 line). Each user has one
// conversation that starts with the welcome message; every question gets an automatic answer chosen
// by keyword (first match wins), else a hand-over promise that names the hotline.
import type { components } from '@zhsq/contract/api';
import type { UserRecord } from '../../store/users.js';
import { formatDateTime } from '../../store/clock.js';
import type { DomainContext } from '../context.js';

export type SupportContact = components['schemas']['SupportContact'];
export type SupportMessage = components['schemas']['SupportMessage'];

/** The spec omits the number; this one is made up for the mock (docs/adr/0027). */
export const CONTACT: SupportContact = {
  hotline: '400-800-2026',
  serviceHours: '工作日 08:30-18:00',
  email: 'service@zhsq.example.cn',
  welcome: '您好，这里是智慧社区在线客服，请问有什么可以帮您？',
};
export const AGENT_NAME = '在线客服';
/** Messages returned by one list call. */
export const CHAT_HISTORY_LIMIT = 100;

const ANSWERS: readonly { keywords: readonly string[]; answer: string }[] = [
  {
    keywords: ['充值', '到账', '余额'],
    answer: '扫码支付成功后余额即时到账，可在“我的账户 > 订单”查看充值记录。',
  },
  {
    keywords: ['开通', '续费', '产品'],
    answer: '在“我的账户 > 产品”选择产品和时长即可用余额开通，已开通的产品续费后在原到期时间上顺延。',
  },
  { keywords: ['订单', '退款'], answer: '订单记录可在“我的账户 > 订单”按订单号、类型、状态和时间查询。' },
  {
    keywords: ['密码'],
    answer: '点击右上角用户名，选择“个人中心”即可修改密码；忘记密码请联系上级管理员重置。',
  },
  {
    keywords: ['发票'],
    answer: '如需开具发票，请将订单号和开票信息发送至客服邮箱 service@zhsq.example.cn。',
  },
  {
    keywords: ['门禁', '门口机', '开门'],
    answer: '门禁设备离线时请先检查设备网络，再在“设备管理”中查看设备状态。',
  },
  { keywords: ['摄像', '监控', '视频'], answer: '视频监控需要在 QT 客户端中使用，请确认服务控件已启动。' },
  {
    keywords: ['人工', '电话', '客服'],
    answer: `请拨打客服热线 ${CONTACT.hotline}（${CONTACT.serviceHours}）。`,
  },
];

export function answerFor(question: string): string {
  const hit = ANSWERS.find(({ keywords }) => keywords.some((k) => question.includes(k)));
  return (
    hit?.answer ??
    `已收到您的问题，客服人员将尽快回复；紧急问题请拨打客服热线 ${CONTACT.hotline}（${CONTACT.serviceHours}）。`
  );
}

export function createSupport(ctx: Pick<DomainContext, 'now'>) {
  const conversations = new Map<string, SupportMessage[]>();
  let nextId = 1;
  const message = (
    sender: SupportMessage['sender'],
    senderName: string,
    content: string,
  ): SupportMessage => ({
    id: nextId++,
    sender,
    senderName,
    content,
    sendTime: formatDateTime(ctx.now()),
  });
  const conversationOf = (userId: string): SupportMessage[] => {
    let list = conversations.get(userId);
    if (!list) {
      list = [message('agent', AGENT_NAME, CONTACT.welcome)];
      conversations.set(userId, list);
    }
    return list;
  };

  return {
    contact: (): SupportContact => ({ ...CONTACT }),

    history(userId: string, afterId = 0): SupportMessage[] {
      return conversationOf(userId)
        .filter((m) => m.id > afterId)
        .slice(-CHAT_HISTORY_LIMIT)
        .map((m) => ({ ...m }));
    },

    send(user: UserRecord, content: string): [SupportMessage, SupportMessage] {
      const list = conversationOf(user.userId);
      const text = content.trim();
      const asked = message('user', user.realName || user.userName, text);
      const answered = message('agent', AGENT_NAME, answerFor(text));
      list.push(asked, answered);
      return [{ ...asked }, { ...answered }];
    },
  };
}

export type SupportDomain = ReturnType<typeof createSupport>;
