// 账号权限 seeds: the platform's roles (ids 1, 2, 3 and 5 are the roleIds of the demo accounts) and the
// system accounts — the four demo accounts first, then the staff accounts that appear in the operation
// logs, then staff of every organisation. Every one of them can log in (domains/system/accounts.ts).
import { demoUsers } from '#mock/store/users.js';
import type { ResourceSeed } from '#mock/resources/types.js';
import { AGENT_IDS, STAFFED_DEPARTMENTS, departmentIdOf, mobile } from './common.js';

interface RoleSeed {
  name: string;
  code: string;
  roleType: number;
  dataScope: number;
  remark: string;
}

export const ROLES: readonly RoleSeed[] = [
  {
    name: '超级管理员',
    code: 'SUPER_ADMIN',
    roleType: 1,
    dataScope: 1,
    remark: '平台全部功能与数据，不可修改权限',
  },
  {
    name: '代理商管理员',
    code: 'AGENT_ADMIN',
    roleType: 2,
    dataScope: 2,
    remark: '代理商及下级组织的运营管理',
  },
  { name: '物业管理员', code: 'PROPERTY_ADMIN', roleType: 3, dataScope: 2, remark: '物业公司日常管理' },
  { name: '物业客服', code: 'PROPERTY_CS', roleType: 3, dataScope: 3, remark: '报事报修、公告与访客' },
  {
    name: '待完善账号',
    code: 'PENDING',
    roleType: 3,
    dataScope: 3,
    remark: '新开账号，完善资料后再分配角色',
  },
  { name: '安防值班员', code: 'SECURITY_DUTY', roleType: 3, dataScope: 3, remark: '监控中心值班、告警处置' },
  { name: '设备运维', code: 'DEVICE_OPS', roleType: 1, dataScope: 1, remark: '运维日志、流量卡、通知与短信' },
  { name: '财务专员', code: 'FINANCE', roleType: 3, dataScope: 2, remark: '会员计费订单与充值' },
  { name: '社区民警', code: 'POLICE', roleType: 4, dataScope: 3, remark: '出入记录、布控与预警' },
  { name: '街道网格员', code: 'GRID_WORKER', roleType: 4, dataScope: 3, remark: '社区服务与人员关怀' },
  { name: '数据分析员', code: 'ANALYST', roleType: 1, dataScope: 1, remark: '综合管控看板与统计' },
  {
    name: '访客登记员',
    code: 'VISITOR_CLERK',
    roleType: 3,
    dataScope: 3,
    remark: '门岗访客登记与访客记录查询',
  },
];

export const systemRole: ResourceSeed = {
  count: ROLES.length,
  make(ctx, i) {
    const role = ROLES[i]!;
    return {
      ...role,
      sort: (i + 1) * 10,
      accountCount: 0,
      permissionCount: 0,
      status: 1,
      createTime: ctx.daysAgo(900 - i * 40),
    };
  },
};

/** Staff accounts the operation logs name (seeds/operation/common.ts OPERATORS), with their roles. */
const LOGGED_STAFF = [
  { userName: 'yunwei01', realName: '周运维', agentId: '1', roleId: 7, department: 5 },
  { userName: 'th_kefu01', realName: '黄丽娟', agentId: '2', roleId: 4, department: 2 },
  { userName: 'ns_gongcheng', realName: '吴志强', agentId: '3', roleId: 3, department: 4 },
  { userName: 'xh_admin', realName: '徐文斌', agentId: '4', roleId: 3, department: 0 },
  { userName: 'thb_kefu', realName: '郑小燕', agentId: '5', roleId: 4, department: 1 },
];

const STAFF: readonly [string, string][] = [
  ['刘洋', 'liuyang'],
  ['陈静', 'chenjing'],
  ['王磊', 'wanglei'],
  ['杨帆', 'yangfan'],
  ['赵敏', 'zhaomin'],
  ['黄涛', 'huangtao'],
  ['周婷', 'zhouting'],
  ['吴强', 'wuqiang'],
  ['徐丽', 'xuli'],
  ['孙浩', 'sunhao'],
  ['马超', 'machao'],
  ['胡军', 'hujun'],
  ['朱琳', 'zhulin'],
  ['郭峰', 'guofeng'],
  ['何芳', 'hefang'],
  ['林晨', 'linchen'],
  ['罗斌', 'luobin'],
  ['梁燕', 'liangyan'],
  ['宋杰', 'songjie'],
  ['郑欣', 'zhengxin'],
  ['谢宇', 'xieyu'],
  ['韩雪', 'hanxue'],
  ['唐亮', 'tangliang'],
  ['冯蕾', 'fenglei'],
  ['于波', 'yubo'],
  ['董倩', 'dongqian'],
  ['程凯', 'chengkai'],
  ['曹阳', 'caoyang'],
  ['袁媛', 'yuanyuan'],
  ['邓辉', 'denghui'],
  ['许诺', 'xunuo'],
  ['傅明', 'fuming'],
  ['沈佳', 'shenjia'],
  ['曾鹏', 'zengpeng'],
  ['彭雯', 'pengwen'],
  ['吕刚', 'lvgang'],
  ['苏晴', 'suqing'],
  ['卢伟', 'luwei'],
  ['蒋红', 'jianghong'],
  ['蔡勇', 'caiyong'],
];

/** Roles staff accounts get, by organisation (the platform operator's own staff differ). */
const STAFF_ROLES: Record<string, number[]> = {
  '1': [7, 11, 2, 6, 1],
  '2': [3, 4, 6, 8, 4, 10],
  '3': [3, 4, 6, 8, 9],
  '4': [3, 4, 6, 9, 10],
  '5': [4, 6, 3],
};

const DOMAINS: Record<string, string> = {
  '1': 'zhsq.example.cn',
  '2': 'tianhe-wy.example.cn',
  '3': 'nanshan-wy.example.cn',
  '4': 'xihu-wy.example.cn',
  '5': 'thb-wy.example.cn',
};

const DEMO_DEPARTMENT: Record<string, number | undefined> = { admin: 0, operator: 0, expiring: 0 };

/**
 * The two user names of 01 §6 that get extra dashboard items (web/src/shell/session/special-users.ts):
 * security-role staff of the platform operator. Seeded last so the other rows keep their data.
 */
const SPECIAL_STAFF = [
  { userName: 'gongan', realName: '赵振华', agentId: '1', roleId: 6, department: 5 },
  { userName: 'fangyi', realName: '钱丽君', agentId: '1', roleId: 6, department: 5 },
];

export const systemUser: ResourceSeed = {
  count: 4 + LOGGED_STAFF.length + STAFF.length + SPECIAL_STAFF.length,
  make(ctx, i) {
    const { faker: f } = ctx;
    const demo = demoUsers()[i];
    if (demo) {
      const department = DEMO_DEPARTMENT[demo.userName];
      return {
        userName: demo.userName,
        realName: demo.realName || null,
        phone: demo.phone || null,
        email: demo.email || null,
        roleId: Number(demo.roleIds[0]),
        agentId: demo.agentId,
        departmentId: department === undefined ? null : departmentIdOf(demo.agentId, department),
        status: 1,
        expireTime: demo.expireTime,
        lastLoginTime: null,
        createTime: ctx.daysAgo(720 - i * 30),
      };
    }
    const logged = LOGGED_STAFF[i - 4] ?? SPECIAL_STAFF[i - 4 - LOGGED_STAFF.length - STAFF.length];
    if (logged) {
      return {
        userName: logged.userName,
        realName: logged.realName,
        phone: mobile(f),
        email: `${logged.userName.replace(/_/g, '.')}@${DOMAINS[logged.agentId]}`,
        roleId: logged.roleId,
        agentId: logged.agentId,
        departmentId: departmentIdOf(logged.agentId, logged.department),
        status: 1,
        expireTime: '2027-12-31 23:59:59',
        lastLoginTime: ctx.daysAgo(f.number.int({ min: 0, max: 6 })),
        createTime: ctx.daysAgo(f.number.int({ min: 300, max: 600 })),
      };
    }
    const index = i - 4 - LOGGED_STAFF.length;
    const [realName, pinyin] = STAFF[index]!;
    const agentId = AGENT_IDS[[1, 1, 2, 2, 3, 3, 0, 4][index % 8]!]!;
    const roles = STAFF_ROLES[agentId]!;
    const status = f.datatype.boolean(0.88) ? 1 : 0;
    return {
      userName: `${pinyin}${String(index + 10)}`,
      realName,
      phone: mobile(f),
      email: f.datatype.boolean(0.7) ? `${pinyin}@${DOMAINS[agentId]}` : null,
      roleId: f.datatype.boolean(0.93) ? roles[index % roles.length]! : null,
      agentId,
      departmentId: f.datatype.boolean(0.9)
        ? departmentIdOf(agentId, f.helpers.arrayElement(STAFFED_DEPARTMENTS))
        : null,
      status,
      expireTime: f.helpers.arrayElement([
        '2026-12-31 23:59:59',
        '2027-06-30 23:59:59',
        '2027-12-31 23:59:59',
        null,
      ]),
      lastLoginTime:
        status && f.datatype.boolean(0.85) ? ctx.daysAgo(f.number.int({ min: 0, max: 40 })) : null,
      createTime: ctx.daysAgo(f.number.int({ min: 20, max: 700 })),
    };
  },
};
