// Demo accounts (DESIGN.md). The store keeps their passwords in clear because it is a mock; how they
// travel (AES-ECB, docs/adr/0020) is domains/auth/password-transform.ts.

export interface UserRecord {
  userId: string;
  userName: string;
  password: string;
  realName: string;
  phone: string;
  email: string;
  roleName: string;
  roleIds: string[];
  userType: 1 | 2 | 3;
  agentId: string;
  expireTime: string;
  expireFlag: 0 | 1;
  watermarkHiddenStatus: number;
  balance: number;
  expectedDay: number;
  balanceNoticeFlag: 0 | 1;
  simCardNoticeFlag: 0 | 1;
  aboutToExpireCardNum: number;
  haveExpiredCardNum: number;
  /** 'all' = every route key of the catalogue; otherwise the route names (authKeys) granted */
  permissions: 'all' | string[];
  privacyVersion: string | null;
}

const base = {
  phone: '',
  email: '',
  userType: 3 as const,
  expireTime: '2027-12-31 23:59:59',
  expireFlag: 0 as const,
  watermarkHiddenStatus: 0,
  balance: 1250.5,
  expectedDay: 36,
  balanceNoticeFlag: 0 as const,
  simCardNoticeFlag: 0 as const,
  aboutToExpireCardNum: 0,
  haveExpiredCardNum: 0,
  privacyVersion: null,
};

/** Property staff: community operations and the property pages, no complex-control console. */
export const OPERATOR_KEYS = [
  'DashboardProperty',
  'ReportRepair',
  'CommunityRelease',
  'CommunityCaring',
  'MyAccount',
  'MyAccountHome',
];

export function demoUsers(): UserRecord[] {
  return [
    {
      ...base,
      userId: '1',
      userName: 'admin',
      password: 'Admin@2026',
      realName: '系统管理员',
      phone: '13800138000',
      email: 'admin@zhsq.example.cn',
      roleName: '超级管理员',
      roleIds: ['1'],
      userType: 1,
      agentId: '1',
      permissions: 'all',
    },
    {
      ...base,
      userId: '2',
      userName: 'operator',
      password: 'Operator@2026',
      realName: '李晓梅',
      phone: '13912345678',
      email: 'lixm@tianhe-wy.example.cn',
      roleName: '物业管理员',
      roleIds: ['3'],
      agentId: '2',
      permissions: OPERATOR_KEYS,
    },
    {
      ...base,
      userId: '3',
      userName: 'newuser',
      password: 'Newuser@2026',
      realName: '',
      roleName: '待完善账号',
      roleIds: ['5'],
      agentId: '2',
      permissions: [],
    },
    {
      ...base,
      userId: '4',
      userName: 'expiring',
      password: 'Expiring@2026',
      realName: '王建国',
      phone: '13700001111',
      email: 'wangjg@nanshan-wy.example.cn',
      roleName: '代理商管理员',
      roleIds: ['2'],
      userType: 2,
      agentId: '3',
      expireTime: '2026-12-05 23:59:59',
      expireFlag: 1,
      watermarkHiddenStatus: 1,
      balance: 35.8,
      expectedDay: 3,
      balanceNoticeFlag: 1,
      simCardNoticeFlag: 1,
      aboutToExpireCardNum: 6,
      haveExpiredCardNum: 2,
      permissions: [...OPERATOR_KEYS, 'TrafficCardManagement', 'AccountRecharge'],
    },
  ];
}
