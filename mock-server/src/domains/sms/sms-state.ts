// SMS verification codes (02-modules §5, §9: 4 characters, 60 s between sends). The mock's code is
// the last 4 digits of the mobile number, so flows can be completed without a phone. Codes live
// CODE_TTL_SECONDS; checking never consumes them.
import type { components } from '@zhsq/contract/api';
import type { DomainContext } from '../context.js';
import { failure, success, type Outcome } from '../../lib/result.js';

export type SmsCodeSent = components['schemas']['SmsCodeSent'];

export const CODE_TTL_SECONDS = 300;
export const RESEND_SECONDS = 60;

export interface SmsUser {
  userId: string;
  phone: string;
}

export interface SentCode {
  mobileNo: string;
  nationCode: string;
  code: string;
  sentAt: number;
  sentBy: string;
  text: string;
}

/** The mock's deterministic code: the last 4 digits of the number. */
export const mockCodeFor = (mobileNo: string) => mobileNo.slice(-4);

/** 138****8000 style: first 3 and last 4 kept. */
export function maskMobile(mobileNo: string): string {
  return mobileNo.length >= 8 ? `${mobileNo.slice(0, 3)}****${mobileNo.slice(-4)}` : mobileNo;
}

/**
 * The real number a typed one stands for: a masked number must match the user's own phone digit for
 * digit outside the stars; a plain one must be a valid phone (11 digits from 1 in China, else 6-15).
 */
export function resolveMobile(mobileNo: string, nationCode: string, user: SmsUser): string | undefined {
  const typed = mobileNo.trim();
  if (typed.includes('*')) {
    const phone = user.phone;
    if (!phone || phone.length !== typed.length) return undefined;
    return [...typed].every((ch, i) => ch === '*' || ch === phone[i]) ? phone : undefined;
  }
  const valid = nationCode === '86' ? /^1\d{10}$/.test(typed) : /^\d{6,15}$/.test(typed);
  return valid ? typed : undefined;
}

export function createSms(ctx: Pick<DomainContext, 'now'>, seeded: SmsUser[] = []) {
  const outbox: SentCode[] = [];
  const nowMs = () => ctx.now().getTime();
  const latest = (match: (s: SentCode) => boolean): SentCode | undefined => {
    for (let i = outbox.length - 1; i >= 0; i--) if (match(outbox[i]!)) return outbox[i];
    return undefined;
  };
  const verify = (sent: SentCode | undefined, code: string): Outcome<SentCode> => {
    if (!sent) return failure('10603', '校验失败,无发送验证码');
    if (nowMs() - sent.sentAt > CODE_TTL_SECONDS * 1000) return failure('10605', '验证码已过期，请重新获取');
    if (sent.code !== code.trim()) return failure('10604', '验证码错误');
    return success(sent);
  };
  const record = (
    user: SmsUser,
    mobileNo: string,
    nationCode: string,
    sentAt: number,
    purpose: string,
  ): SentCode => {
    const code = mockCodeFor(mobileNo);
    const sent = {
      mobileNo,
      nationCode,
      code,
      sentAt,
      sentBy: user.userId,
      text: `【智慧社区】${purpose}验证码 ${code}，${CODE_TTL_SECONDS / 60}分钟内有效，请勿泄露。`,
    };
    outbox.push(sent);
    return sent;
  };
  // Demo accounts already hold a code sent just over a resend interval ago (docs/adr/0031).
  for (const user of seeded)
    if (user.phone) record(user, user.phone, '86', nowMs() - (RESEND_SECONDS + 1) * 1000, '您的');

  return {
    /** Sends a code for `purpose` (text of the message); 10602 bad number, 10601 within 60 s of the last. */
    send(
      user: SmsUser,
      input: { mobileNo: string; nationCode?: string; purpose?: string },
    ): Outcome<SmsCodeSent> {
      const nationCode = input.nationCode?.trim() || '86';
      const mobileNo = resolveMobile(input.mobileNo, nationCode, user);
      if (!mobileNo) return failure('10602', '请输入正确的手机号');
      const last = latest((s) => s.mobileNo === mobileNo);
      if (last && nowMs() - last.sentAt < RESEND_SECONDS * 1000)
        return failure('10601', '验证码发送过于频繁，请稍后再试');
      record(user, mobileNo, nationCode, nowMs(), input.purpose ?? '您的');
      return success({
        mobileNo: maskMobile(mobileNo),
        expireSeconds: CODE_TTL_SECONDS,
        resendSeconds: RESEND_SECONDS,
      });
    },

    /** Checks the latest code sent to a number. */
    check(user: SmsUser, mobileNo: string, code: string): Outcome<SentCode> {
      const resolved = resolveMobile(mobileNo, '86', user) ?? resolveMobile(mobileNo, '', user);
      if (!resolved) return failure('10602', '请输入正确的手机号');
      return verify(
        latest((s) => s.mobileNo === resolved),
        code,
      );
    },

    /** Checks the latest code the user had sent, whatever the number (export confirmation). */
    checkLatestOf(user: SmsUser, code: string): Outcome<SentCode> {
      return verify(
        latest((s) => s.sentBy === user.userId),
        code,
      );
    },

    /** Messages sent so far, oldest first (for tests and the control page). */
    sent(): readonly SentCode[] {
      return outbox;
    },
  };
}

export type SmsDomain = ReturnType<typeof createSms>;
