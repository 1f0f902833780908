// 参数设置 seeds: app parameters of the first communities (the last few are left unconfigured so the
// page shows that state), the face and call charge plans of each organisation, the security modes and
// the platform's system parameters.
import type { ResourceSeed } from '#mock/resources/types.js';
import { AGENT_IDS, dateDaysAgo, landline } from './common.js';

/** Communities with app parameters; the ones after them are not configured yet. */
export const CONFIGURED_COMMUNITIES = 21;

export const appParam: ResourceSeed = {
  count: CONFIGURED_COMMUNITIES,
  make(ctx, i) {
    const { faker: f, store } = ctx;
    const community = store.communities[i % store.communities.length]!;
    const cloud = f.datatype.boolean(0.6);
    return {
      depId: community.depId,
      appName: `${community.depName}${f.helpers.arrayElement(['智慧社区', '业主之家', '邻里通'])}`,
      servicePhone: landline(f, community.agentId),
      visitorAudit: f.helpers.weightedArrayElement([
        { weight: 5, value: 1 },
        { weight: 3, value: 2 },
        { weight: 1, value: 3 },
      ]),
      visitorValidHours: f.helpers.arrayElement([4, 12, 24, 48]),
      qrCodeMinutes: f.helpers.arrayElement([1, 3, 5, 10]),
      tenantAuthMonths: f.helpers.arrayElement([6, 12, 12, 12]),
      remoteOpen: f.datatype.boolean(0.85) ? 1 : 0,
      callTransfer: f.datatype.boolean(0.7) ? 1 : 0,
      faceSelfService: f.datatype.boolean(0.6) ? 1 : 0,
      onlineRepair: f.datatype.boolean(0.9) ? 1 : 0,
      onlinePay: f.datatype.boolean(0.5) ? 1 : 0,
      ezvizAppKey: cloud ? f.string.hexadecimal({ length: 32, casing: 'lower', prefix: '' }) : null,
      ezvizSecret: cloud ? f.string.hexadecimal({ length: 32, casing: 'lower', prefix: '' }) : null,
      updateTime: ctx.daysAgo(f.number.int({ min: 1, max: 200 })),
    };
  },
};

const AGENT_SHORT: Record<string, string> = {
  '1': '平台',
  '2': '天河物业',
  '3': '南山物业',
  '4': '西湖物业',
  '5': '天河北片区',
};

/** Plans per organisation: [chargeMode, label]. */
const FACE_PLANS: readonly [number, string][] = [
  [1, '人脸按次计费'],
  [2, '人脸包月'],
  [3, '人脸免费试用'],
];

export const faceChargeParam: ResourceSeed = {
  count: AGENT_IDS.length * FACE_PLANS.length,
  make(ctx, i) {
    const { faker: f } = ctx;
    const agentId = AGENT_IDS[Math.floor(i / FACE_PLANS.length)]!;
    const [chargeMode, label] = FACE_PLANS[i % FACE_PLANS.length]!;
    const year = 2026 - (i % 2);
    return {
      name: `${AGENT_SHORT[agentId]}${label} ${year}`,
      agentId,
      chargeMode,
      unitPrice: chargeMode === 1 ? f.helpers.arrayElement([0.3, 0.5, 0.8]) : 0,
      monthlyFee: chargeMode === 2 ? f.helpers.arrayElement([99, 199, 299]) : null,
      freeTimes: chargeMode === 1 ? f.helpers.arrayElement([0, 50, 100]) : 0,
      dailyLimit: chargeMode === 3 ? 5 : f.helpers.arrayElement([20, 50, 100]),
      effectiveDate: `${year}-01-01`,
      status: chargeMode === 3 || year === 2025 ? 0 : 1,
      remark: chargeMode === 3 ? '新开通账号试用 30 天' : null,
      createTime: ctx.daysAgo(f.number.int({ min: 30, max: 400 })),
    };
  },
};

/** Plans per organisation: [callType, billingUnit, label]. */
const CALL_PLANS: readonly [number, number, string][] = [
  [1, 2, '门口机呼叫APP'],
  [2, 1, '呼叫转手机'],
  [3, 1, 'APP视频对讲'],
];

export const callChargeParam: ResourceSeed = {
  count: AGENT_IDS.length * CALL_PLANS.length,
  make(ctx, i) {
    const { faker: f } = ctx;
    const agentId = AGENT_IDS[Math.floor(i / CALL_PLANS.length)]!;
    const [callType, billingUnit, label] = CALL_PLANS[i % CALL_PLANS.length]!;
    return {
      name: `${AGENT_SHORT[agentId]}${label} 2026`,
      agentId,
      callType,
      billingUnit,
      unitPrice: callType === 1 ? 0 : callType === 2 ? f.helpers.arrayElement([0.1, 0.12, 0.15]) : 0.05,
      freeMinutes: callType === 2 ? f.helpers.arrayElement([0, 30, 60]) : 0,
      maxCallSeconds: callType === 1 ? 60 : f.helpers.arrayElement([120, 180, 300]),
      effectiveDate: dateDaysAgo(ctx.store.now(), f.number.int({ min: 20, max: 300 })),
      status: f.datatype.boolean(0.85) ? 1 : 0,
      remark: callType === 1 ? '门口机呼叫 APP 免费' : null,
      createTime: ctx.daysAgo(f.number.int({ min: 20, max: 400 })),
    };
  },
};

const MODES = [
  {
    name: '在家模式',
    modeType: 1,
    sensors: [1, 0, 1, 1, 1, 1],
    armDelay: 0,
    alarmDelay: 0,
    siren: 1,
    notifyMode: 1,
  },
  {
    name: '离家模式',
    modeType: 2,
    sensors: [1, 1, 1, 1, 1, 1],
    armDelay: 60,
    alarmDelay: 15,
    siren: 1,
    notifyMode: 2,
  },
  {
    name: '睡眠模式',
    modeType: 3,
    sensors: [1, 0, 1, 1, 1, 1],
    armDelay: 30,
    alarmDelay: 0,
    siren: 0,
    notifyMode: 1,
  },
  {
    name: '老人看护模式',
    modeType: 4,
    sensors: [0, 1, 1, 1, 1, 1],
    armDelay: 0,
    alarmDelay: 0,
    siren: 0,
    notifyMode: 3,
  },
  {
    name: '商铺夜间模式',
    modeType: 4,
    sensors: [1, 1, 1, 1, 0, 1],
    armDelay: 120,
    alarmDelay: 30,
    siren: 1,
    notifyMode: 3,
  },
  {
    name: '访客在家模式',
    modeType: 4,
    sensors: [0, 0, 1, 1, 1, 1],
    armDelay: 0,
    alarmDelay: 0,
    siren: 1,
    notifyMode: 1,
  },
  {
    name: '全部撤防',
    modeType: 4,
    sensors: [0, 0, 1, 1, 0, 0],
    armDelay: 0,
    alarmDelay: 0,
    siren: 0,
    notifyMode: 1,
  },
  {
    name: '长假外出模式（旧）',
    modeType: 2,
    sensors: [1, 1, 1, 1, 1, 1],
    armDelay: 60,
    alarmDelay: 10,
    siren: 1,
    notifyMode: 2,
  },
];
const MODE_REMARKS: Record<string, string> = {
  在家模式: '住户在家时门窗与燃气、烟感布防，室内红外撤防',
  离家模式: '全部传感器布防，离家 60 秒后生效',
  睡眠模式: '夜间门磁布防，关闭声光报警避免惊扰',
  老人看护模式: '独居老人家中红外长时间无活动时电话通知家属',
  全部撤防: '烟感、燃气始终布防，其余撤防',
};

export const securityMode: ResourceSeed = {
  count: MODES.length,
  make(ctx, i) {
    const mode = MODES[i]!;
    const [doorMagnetic, infrared, smoke, gas, water, emergency] = mode.sensors;
    return {
      name: mode.name,
      modeType: mode.modeType,
      doorMagnetic,
      infrared,
      smoke,
      gas,
      water,
      emergency,
      armDelay: mode.armDelay,
      alarmDelay: mode.alarmDelay,
      siren: mode.siren,
      notifyMode: mode.notifyMode,
      status: i === MODES.length - 1 ? 0 : 1,
      remark: MODE_REMARKS[mode.name] ?? null,
      createTime: ctx.daysAgo(600 - i * 50),
    };
  },
};

/** [paramName, paramKey, paramValue, valueType, category, remark] */
const PARAMS: readonly [string, string, string, number, number, string | null][] = [
  ['登录失败锁定次数', 'login.maxFailTimes', '5', 2, 1, '连续输错密码达到次数后锁定账号'],
  ['账号锁定时长(分钟)', 'login.lockMinutes', '30', 2, 1, null],
  ['密码有效期(天)', 'password.expireDays', '90', 2, 1, '到期后登录时要求修改密码；0 为不过期'],
  ['会话超时(分钟)', 'session.timeoutMinutes', '120', 2, 1, '无操作超过时长需重新登录'],
  ['允许同一账号多处登录', 'login.multiSession', '1', 3, 1, null],
  ['登录验证码', 'login.captcha', '0', 3, 1, '开启后登录页显示图形验证码'],
  ['短信签名', 'sms.signName', '【智慧社区】', 1, 2, '短信内容前的签名'],
  ['单号码每日短信上限', 'sms.dailyLimit', '10', 2, 2, null],
  ['验证码有效期(秒)', 'sms.codeTtlSeconds', '300', 2, 2, null],
  ['验证码发送间隔(秒)', 'sms.resendSeconds', '60', 2, 2, '与控制台倒计时一致'],
  ['欠费提醒短信', 'sms.arrearsNotice', '1', 3, 2, null],
  ['图片上传大小(KB)', 'upload.imageMaxKb', '100', 2, 3, '控制台图片上传的默认上限'],
  ['导入文件大小(MB)', 'upload.importMaxMb', '10', 2, 3, null],
  ['导入最大行数', 'import.maxRows', '10000', 2, 3, null],
  [
    '人脸照片尺寸',
    'upload.faceSize',
    '{"minWidth":110,"minHeight":100,"maxWidth":720,"maxHeight":1260}',
    4,
    3,
    '超出范围的照片门禁无法开门',
  ],
  ['对象存储目录', 'upload.ossDir', 'estate', 1, 3, null],
  ['告警弹窗', 'alarm.popupEnabled', '1', 3, 4, null],
  ['告警推送类型', 'alarm.pushTypes', '["heat","id","native","car","smoke"]', 4, 4, '默认开启提醒的告警类型'],
  ['烟感告警电话通知', 'alarm.smokeCall', '1', 3, 4, null],
  ['陌生人超限次数', 'alarm.strangerLimit', '3', 2, 4, '同一陌生人一天内出现超过次数时预警'],
  ['未开门预警天数', 'alarm.goAwayDays', '7', 2, 4, '独居老人连续未开门天数'],
  ['平台名称', 'ui.platformName', '智慧社区综合服务平台', 1, 5, '代理商未配置时使用'],
  ['水印透明度', 'ui.watermarkOpacity', '0.15', 2, 5, null],
  ['默认主题', 'ui.defaultTheme', 'themeblue', 1, 5, null],
  ['表格默认每页条数', 'ui.pageSize', '15', 2, 5, null],
  ['客服热线', 'ui.servicePhone', '4008001234', 1, 5, '帮助中心联系卡显示'],
  ['出入记录保留(天)', 'retention.inoutDays', '180', 2, 6, null],
  ['抓拍图片保留(天)', 'retention.snapshotDays', '90', 2, 6, null],
  ['操作日志保留(天)', 'retention.operationLogDays', '365', 2, 6, null],
  ['告警记录保留(天)', 'retention.alarmDays', '365', 2, 6, null],
  // Added by operators (not built in).
  ['物业费催缴提前天数', 'fee.remindDays', '7', 2, 2, '账单到期前几天发送催缴短信'],
  ['首页公告轮播间隔(秒)', 'ui.noticeInterval', '5', 2, 5, null],
];
/** The last rows were added by operators; everything before them ships with the platform. */
const BUILT_IN_COUNT = PARAMS.length - 2;

export const systemParam: ResourceSeed = {
  count: PARAMS.length,
  make(ctx, i) {
    const [paramName, paramKey, paramValue, valueType, category, remark] = PARAMS[i]!;
    return {
      paramName,
      paramKey,
      paramValue,
      valueType,
      category,
      builtIn: i < BUILT_IN_COUNT ? 1 : 0,
      remark,
      updateTime: ctx.daysAgo(ctx.faker.number.int({ min: 3, max: 300 })),
    };
  },
  created: () => ({ builtIn: 0 }),
};
