import { describe, expect, it } from 'vitest';
import { createSms, maskMobile, mockCodeFor, resolveMobile } from './sms-state.js';
import { TEST_NOW, movableClock } from '../../test-support/testing.js';

const operator = { userId: '2', phone: '13912345678' };
const admin = { userId: '1', phone: '13800138000' };

describe('sms codes (02-modules §5, §9)', () => {
  it('uses the last 4 digits of the number as the mock code', () => {
    expect(mockCodeFor('13912345678')).toBe('5678');
  });

  it('masks and resolves masked numbers against the user phone only', () => {
    expect(maskMobile('13912345678')).toBe('139****5678');
    expect(resolveMobile('139****5678', '86', operator)).toBe('13912345678');
    expect(resolveMobile('138****5678', '86', operator)).toBeUndefined();
    expect(resolveMobile('12345', '86', operator)).toBeUndefined();
    expect(resolveMobile('91234567', '852', operator)).toBe('91234567');
  });

  it('sends, then checks the code of that number', () => {
    const sms = createSms({ now: () => TEST_NOW });
    expect(sms.check(operator, '13912345678', '5678')).toMatchObject({
      ok: false,
      code: '10603',
      message: '校验失败,无发送验证码',
    });
    expect(sms.send(operator, { mobileNo: '139****5678' })).toEqual({
      ok: true,
      value: { mobileNo: '139****5678', expireSeconds: 300, resendSeconds: 60 },
    });
    expect(sms.check(operator, '13912345678', '5678').ok).toBe(true);
    expect(sms.check(operator, '139****5678', '5678').ok).toBe(true);
    expect(sms.check(operator, '13912345678', '1234')).toMatchObject({ ok: false, code: '10604' });
  });

  it('limits sending to once per 60 s per number', () => {
    const clock = movableClock();
    const sms = createSms(clock);
    expect(sms.send(operator, { mobileNo: '13912345678' }).ok).toBe(true);
    clock.advance(59_000);
    expect(sms.send(operator, { mobileNo: '13912345678' })).toMatchObject({ ok: false, code: '10601' });
    expect(sms.send(operator, { mobileNo: '13700001111' }).ok).toBe(true);
    clock.advance(1_000);
    expect(sms.send(operator, { mobileNo: '13912345678' }).ok).toBe(true);
  });

  it('expires codes after 300 s', () => {
    const clock = movableClock();
    const sms = createSms(clock);
    sms.send(operator, { mobileNo: '13912345678' });
    clock.advance(300_001);
    expect(sms.check(operator, '13912345678', '5678')).toMatchObject({ ok: false, code: '10605' });
  });

  it('checks the latest code the user had sent, whatever the number', () => {
    const sms = createSms({ now: () => TEST_NOW });
    expect(sms.checkLatestOf(operator, '5678')).toMatchObject({ ok: false, code: '10603' });
    sms.send(operator, { mobileNo: '13700001111', purpose: '您正在导出住户管理数据，' });
    expect(sms.checkLatestOf(operator, '1111').ok).toBe(true);
    expect(sms.checkLatestOf(admin, '1111').ok).toBe(false);
    expect(sms.sent().at(-1)?.text).toContain('您正在导出住户管理数据，验证码 1111');
  });

  it('seeds a code for the given demo users, sent just over a resend interval ago', () => {
    const sms = createSms({ now: () => TEST_NOW }, [admin]);
    expect(sms.check(admin, '13800138000', '8000').ok).toBe(true);
    expect(sms.checkLatestOf(admin, '8000').ok).toBe(true);
    expect(sms.send(admin, { mobileNo: '138****8000' }).ok).toBe(true);
  });
});
