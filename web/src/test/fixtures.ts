// Contract-shaped replies for component tests (same data as the contract examples).
import type { components } from '@zhsq/contract/api';
import type { ShellRoute } from '../shell/route-types';

type Schemas = components['schemas'];

export const SESSION_ID = '8f14e45fceea167a5a36dedd4bea2543';

export function userInfo(overrides: Partial<Schemas['UserInfo']> = {}): Schemas['UserInfo'] {
  return {
    userId: '1',
    userName: 'admin',
    realName: '系统管理员',
    phone: '13800138000',
    email: 'admin@zhsq.example.cn',
    roleName: '超级管理员',
    roleIds: ['1'],
    sessionId: SESSION_ID,
    expireTime: '2027-12-31 23:59:59',
    expireFlag: 0,
    watermarkHiddenStatus: 0,
    agentId: '1',
    agentRealConfigList: [
      { name: '锦绣智慧社区', logo: '/api/static/logo/agent-1.png', logoShow: 1, isDef: 1 },
    ],
    accountBalanceNoticeVo: {
      balance: 1250.5,
      expectedDay: 36,
      balanceNoticeFlag: 0,
      simCardNoticeFlag: 0,
      aboutToExpireCardNum: 0,
      haveExpiredCardNum: 0,
    },
    ...overrides,
  };
}

export function menuItem(overrides: Partial<Schemas['MenuItem']>): Schemas['MenuItem'] {
  return { id: 1, name: 'x', title: 'x', hidden: false, sort: 1, custom: 0, data: [], ...overrides };
}

export const adminMenuTree: Schemas['MenuTree'] = {
  accessAuthList: ['ComplexConsole', 'MyAccount', 'MyAccountHome', 'custom9001'],
  menuList: [
    menuItem({
      id: 1,
      name: 'Complex',
      title: '综合管控',
      data: [menuItem({ id: 101, name: 'ComplexConsole', title: '控制台' })],
    }),
    menuItem({
      id: 9001,
      name: 'custom9001',
      title: '物业官网',
      description: '物业官网',
      custom: 1,
      customType: '0',
      windowLocation: '0',
      context: 'https://www.example.cn',
    }),
  ],
};

export const communityPage: Schemas['TreePage'] = {
  totalCount: 2,
  content: [
    { id: 'dep:1499', text: '锦绣花园', level: 0, parent: 'dep:-1', leaf: false },
    { id: 'dep:1500', text: '翠湖华庭', level: 0, parent: 'dep:-1', leaf: false },
  ],
};

/** A shell route for tests: a signed-in frame page named after itself, with these fields changed. */
export function shellRoute(name: string, path: string, overrides: Partial<ShellRoute> = {}): ShellRoute {
  return {
    name,
    path,
    title: name,
    authKey: name,
    access: 'session',
    layout: 'frame',
    hidden: false,
    watermark: false,
    module: 'Static',
    ...overrides,
  };
}
