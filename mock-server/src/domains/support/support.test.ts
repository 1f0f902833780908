// 在线客服 (01 §9): one conversation per user opened by the welcome, keyword answers, the 400 line.
import { describe, expect, it } from 'vitest';
import { CONTACT, answerFor } from './support.js';
import { testStore } from '../../test-support/testing.js';

describe('support chat (01 §9)', () => {
  it('starts with the welcome and answers each question by keyword', () => {
    const store = testStore();
    const admin = store.users[0]!;
    expect(store.support.history('1')).toEqual([
      {
        id: 1,
        sender: 'agent',
        senderName: '在线客服',
        content: CONTACT.welcome,
        sendTime: '2026-11-21 09:30:00',
      },
    ]);
    const [asked, answered] = store.support.send(admin, '  充值后多久到账？ ');
    expect(asked).toMatchObject({
      id: 2,
      sender: 'user',
      senderName: '系统管理员',
      content: '充值后多久到账？',
    });
    expect(answered.content).toContain('余额即时到账');
    expect(store.support.history('1', 1).map((m) => m.id)).toEqual([2, 3]);
    expect(store.support.history('2').map((m) => m.id)).toEqual([4]);
  });

  it('falls back to the hotline, a 400 number', () => {
    expect(CONTACT.hotline).toMatch(/^400-\d{3}-\d{4}$/);
    expect(answerFor('你好')).toContain(CONTACT.hotline);
    expect(answerFor('怎么开发票')).toContain('service@zhsq.example.cn');
  });
});
