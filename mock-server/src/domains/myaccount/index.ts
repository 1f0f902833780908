// 我的账户：概况、充值下单、订单、产品开通，账户资料的完善 / 更新，以及隐私协议的读取（同意在 auth 的
// updateUserPrivacyAgreementVersion）。
import { defineHandler, requireSession } from '../../contract/define.js';
import { fail, ok200 } from '../../contract/envelope.js';
import { userInfoOf } from '../auth/index.js';

export const handlers = [
  defineHandler('accountSummary', (ctx) => {
    const { user } = requireSession(ctx);
    return ok200(ctx.store.myAccount.summary(user));
  }),

  defineHandler('rechargeCreate', (ctx) => {
    const { user } = requireSession(ctx);
    const result = ctx.store.myAccount.recharge(user, { amount: ctx.body.amount, payType: ctx.body.payType });
    return result.ok ? ok200(result.value, '下单成功') : fail(result.code, result.message);
  }),

  defineHandler('orderList', (ctx) => {
    const { user } = requireSession(ctx);
    const page = ctx.store.myAccount.orders(user, ctx.query);
    return { code: '200' as const, message: '成功', data: page.items, totalCount: page.total };
  }),

  defineHandler('orderDetail', (ctx) => {
    const { user } = requireSession(ctx);
    const result = ctx.store.myAccount.order(user, ctx.query.orderId);
    return result.ok ? ok200(result.value) : fail(result.code, result.message);
  }),

  defineHandler('orderCancel', (ctx) => {
    const { user } = requireSession(ctx);
    const result = ctx.store.myAccount.cancel(user, ctx.body.orderId);
    return result.ok ? ok200(result.value, '订单已取消') : fail(result.code, result.message);
  }),

  defineHandler('productList', (ctx) => {
    const { user } = requireSession(ctx);
    return ok200(ctx.store.myAccount.products(user, ctx.query.category));
  }),

  defineHandler('productActivate', (ctx) => {
    const { user } = requireSession(ctx);
    const { productId, months } = ctx.body;
    const result = ctx.store.myAccount.activate(user, { productId, months });
    return result.ok ? ok200(result.value, '开通成功') : fail(result.code, result.message);
  }),

  defineHandler('profileUpdate', (ctx) => {
    const { user, token } = requireSession(ctx);
    const { realName, phone, email = '' } = ctx.body;
    if (ctx.store.users.some((other) => other.userId !== user.userId && other.phone === phone))
      return fail('11201', '手机号码已被其他账号使用');
    Object.assign(user, { realName, phone, email });
    return ok200(userInfoOf(user, token), '保存成功');
  }),

  defineHandler('getPrivacyAgreement', (ctx) => {
    const { user } = requireSession(ctx);
    return ok200(ctx.store.privacy.forUser(user));
  }),
];
