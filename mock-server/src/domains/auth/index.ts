// 登录、会话、用户信息、密码、隐私协议、菜单树。
import { defineHandler, requireSession } from '../../contract/define.js';
import { done200, fail, ok0num, ok200 } from '../../contract/envelope.js';
import { agentById } from '../../store/agents.js';
import type { UserRecord } from '../../store/index.js';
import { buildMenuTree } from './menus.js';
import { decryptLoginPassword, decryptWithSession } from './password-transform.js';

const PASSWORD_RULE = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])(?=.*[^\da-zA-Z\s])\S{8,18}$/;

export function userInfoOf(user: UserRecord, sessionId: string) {
  const agent = agentById(user.agentId);
  return {
    userId: user.userId,
    userName: user.userName,
    realName: user.realName,
    phone: user.phone,
    email: user.email,
    avatar: '/api/static/avatar/default.svg',
    introduction: user.roleName,
    roleName: user.roleName,
    roleIds: user.roleIds,
    userType: user.userType,
    theme: user.roleIds.includes('2') ? ('themedark' as const) : ('themeblue' as const),
    sessionId,
    expireTime: user.expireTime,
    expireFlag: user.expireFlag,
    watermarkHiddenStatus: user.watermarkHiddenStatus,
    agentId: user.agentId,
    yxIp: { gongWang: 'https://zhsq.example.cn' },
    agentRealConfigList: agent
      ? [
          {
            name: agent.platformName,
            logo: agent.logo,
            logoShow: 1 as const,
            background: '/api/static/bg/login.svg',
            isDef: 1 as const,
          },
        ]
      : [],
    accountBalanceNoticeVo: {
      balance: user.balance,
      expectedDay: user.expectedDay,
      balanceNoticeFlag: user.balanceNoticeFlag,
      simCardNoticeFlag: user.simCardNoticeFlag,
      aboutToExpireCardNum: user.aboutToExpireCardNum,
      haveExpiredCardNum: user.haveExpiredCardNum,
    },
  };
}

export const handlers = [
  defineHandler('getLocationInfo', ({ store }) =>
    ok200({
      platFormName: '智慧社区综合服务平台',
      center: '113.264385,23.129112',
      location: store.areas[0]?.areaName ?? '广东省',
    }),
  ),

  defineHandler('login', ({ body, store, request }) => {
    const userName = body.userName.trim();
    const refused = store.loginThrottle.refusal(userName, request.ip);
    if (refused) return refused;
    const user = store.users.find((u) => u.userName === userName);
    const password = decryptLoginPassword(body.password);
    if (!user || password === null || password !== user.password) {
      store.loginThrottle.failed(userName, request.ip);
      return fail('10001', '用户名或密码错误');
    }
    store.loginThrottle.succeeded(userName);
    const session = store.sessions.open(user);
    return ok0num({ sessionId: session.token, userName: user.userName }, '登录成功');
  }),

  defineHandler('isLogin', (ctx) => {
    const { user } = requireSession(ctx);
    return ok200({ login: true, userName: user.userName });
  }),

  defineHandler('getUserInfo', (ctx) => {
    const { user, token } = requireSession(ctx);
    return ok200(userInfoOf(user, token));
  }),

  defineHandler('logout', (ctx) => {
    const { token } = requireSession(ctx);
    ctx.store.sessions.close(token);
    ctx.request.server.mock.hub.disconnect({ token });
    return done200('退出成功');
  }),

  defineHandler('updatePwd', (ctx) => {
    const { user, token } = requireSession(ctx);
    const oldPwd = decryptWithSession(token, ctx.body.oldPwd);
    const newPwd = decryptWithSession(token, ctx.body.newPwd);
    const confirm = decryptWithSession(token, ctx.body.newPassword);
    if (oldPwd === null || newPwd === null || confirm === null)
      return fail('10005', '密码解密失败，请重新登录后再试');
    if (oldPwd !== user.password) return fail('10002', '原密码错误');
    if (newPwd !== confirm) return fail('10003', '两次输入的新密码不一致!');
    if (!PASSWORD_RULE.test(newPwd)) return fail('10004', '密码规则错误，请重新输入');
    user.password = newPwd;
    return done200('密码修改成功');
  }),

  defineHandler('updateUserPrivacyAgreementVersion', (ctx) => {
    const { user } = requireSession(ctx);
    user.privacyVersion = ctx.body.version;
    return done200('操作成功');
  }),

  defineHandler('getMenuTree', (ctx) => {
    const { user } = requireSession(ctx);
    const target = ctx.store.users.find((u) => u.userId === String(ctx.query.value));
    if (!target) return fail('10006', '用户不存在');
    if (target.userId !== user.userId && !user.roleIds.includes('1'))
      return fail('10007', '无权查看该用户的菜单');
    return ok200(buildMenuTree(target));
  }),
];
