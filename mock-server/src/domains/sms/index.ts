// 手机验证码发送与校验、业务短信验证码（模拟验证码 = 手机号后 4 位）。
import { defineHandler, requireSession } from '../../contract/define.js';
import { done200, fail, ok200 } from '../../contract/envelope.js';

const BUSINESS_PURPOSE = {
  1: '您正在进行身份验证，',
  2: '您正在绑定手机号，',
  3: '您正在导出数据，',
} as const;

export const handlers = [
  defineHandler('phoneSendCode', (ctx) => {
    const { user } = requireSession(ctx);
    const result = ctx.store.sms.send(user, {
      mobileNo: ctx.query.mobileNo,
      nationCode: ctx.query.nationCode,
    });
    return result.ok ? ok200(result.value, '验证码已发送') : fail(result.code, result.message);
  }),

  defineHandler('phoneCheckCode', (ctx) => {
    const { user } = requireSession(ctx);
    const result = ctx.store.sms.check(user, ctx.query.mobileNo, ctx.query.code);
    return result.ok ? done200('校验成功') : fail(result.code, result.message);
  }),

  defineHandler('smsSend', (ctx) => {
    const { user } = requireSession(ctx);
    const { mobileNo, nationCode, businessType, menuName } = ctx.body;
    const menu = menuName?.trim();
    const purpose = businessType === 3 && menu ? `您正在导出${menu}数据，` : BUSINESS_PURPOSE[businessType];
    const result = ctx.store.sms.send(user, { mobileNo, nationCode, purpose });
    return result.ok ? ok200(result.value, '验证码已发送') : fail(result.code, result.message);
  }),
];
