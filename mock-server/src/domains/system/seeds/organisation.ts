// 组织管理 seeds: partners of each organisation, the department tree of every organisation and the
// accounts organisations opened for their customers (some brought in by channel partners).
import type { ResourceSeed } from '#mock/resources/types.js';
import {
  AGENT_IDS,
  DEPARTMENT_TEMPLATE,
  addDays,
  dateDaysAgo,
  landline,
  mobile,
  personName,
} from './common.js';

const PARTNERS: { name: string; type: number; pinyin: string }[] = [
  { name: '海康威视数字技术股份有限公司', type: 1, pinyin: 'hikvision' },
  { name: '浙江大华技术股份有限公司', type: 1, pinyin: 'dahua' },
  { name: '广州云锁智能科技有限公司', type: 1, pinyin: 'yunsuo' },
  { name: '广东粤通渠道服务有限公司', type: 4, pinyin: 'yuetong' },
  { name: '深圳立方智能系统集成有限公司', type: 2, pinyin: 'lifang' },
  { name: '中国电信股份有限公司广州分公司', type: 5, pinyin: 'gd189' },
  { name: '中国移动通信集团广东有限公司', type: 5, pinyin: 'gd10086' },
  { name: '万科物业发展股份有限公司', type: 3, pinyin: 'vanke' },
  { name: '碧桂园生活服务集团股份有限公司', type: 3, pinyin: 'bgy' },
  { name: '杭州安居渠道代理有限公司', type: 4, pinyin: 'anju' },
  { name: '北京华通智联系统集成有限公司', type: 2, pinyin: 'huatong' },
  { name: '上海申安消防科技有限公司', type: 1, pinyin: 'shenan' },
  { name: '成都蓉城物联科技有限公司', type: 2, pinyin: 'rongcheng' },
  { name: '深圳市捷顺科技实业股份有限公司', type: 1, pinyin: 'jieshun' },
  { name: '广州市保安服务有限公司', type: 3, pinyin: 'gzba' },
  { name: '宁波甬城社区服务代理有限公司', type: 4, pinyin: 'yongcheng' },
  { name: '中国联合网络通信有限公司杭州分公司', type: 5, pinyin: 'hz10010' },
  { name: '深圳前海智慧城市运营有限公司', type: 4, pinyin: 'qianhai' },
  { name: '佛山顺联电梯工程有限公司', type: 2, pinyin: 'shunlian' },
  { name: '厦门立林科技有限公司', type: 1, pinyin: 'leelen' },
  { name: '上海保利物业酒店管理集团有限公司', type: 3, pinyin: 'polywy' },
  { name: '广州市天河区信息化服务中心', type: 4, pinyin: 'thxxh' },
  { name: '杭州萤石网络股份有限公司', type: 1, pinyin: 'ezviz' },
  { name: '北京东方安防工程有限公司', type: 2, pinyin: 'dfaf' },
  { name: '深圳南山科技园物业管理有限公司', type: 3, pinyin: 'kjy' },
  { name: '浙江西湖智慧社区渠道服务有限公司', type: 4, pinyin: 'xhzh' },
  { name: '广州白云消防设备工程有限公司', type: 1, pinyin: 'byxf' },
  { name: '中国铁塔股份有限公司广州分公司', type: 5, pinyin: 'tower' },
  { name: '深圳华安智能停车系统有限公司', type: 1, pinyin: 'huaan' },
  { name: '上海浦东社区服务代理有限公司', type: 4, pinyin: 'pudong' },
];

const CITY_OF_AGENT: Record<string, string> = {
  '1': '北京市',
  '2': '广州市',
  '3': '深圳市',
  '4': '杭州市',
  '5': '广州市',
};
const STREETS = ['科技园路', '天府大道', '中山大道', '滨江大道', '人民路', '建设路', '文三路', '深南大道'];
const CREDIT_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';

/** Partners sign with the organisation of their city; national companies with the platform operator. */
function agentOfPartner(name: string): string {
  if (/^(广州|佛山|广东|中国电信股份有限公司广州|中国铁塔股份有限公司广州)/.test(name))
    return name.includes('天河') ? '5' : '2';
  if (/^深圳/.test(name)) return '3';
  if (/^(杭州|浙江|宁波|中国联合网络通信有限公司杭州)/.test(name)) return '4';
  return '1';
}

export const systemCompanion: ResourceSeed = {
  count: PARTNERS.length,
  make(ctx, i) {
    const { faker: f } = ctx;
    const partner = PARTNERS[i]!;
    const agentId = agentOfPartner(partner.name);
    const start = dateDaysAgo(ctx.store.now(), f.number.int({ min: 120, max: 1400 }));
    const status = f.helpers.weightedArrayElement([
      { weight: 8, value: 1 },
      { weight: 1, value: 2 },
      { weight: 1, value: 0 },
    ]);
    return {
      name: partner.name,
      partnerType: partner.type,
      creditCode: `91${f.string.numeric(6)}${f.string.fromCharacters(CREDIT_CHARS, 10)}`,
      agentId,
      level: f.helpers.weightedArrayElement([
        { weight: 1, value: 1 },
        { weight: 3, value: 2 },
        { weight: 4, value: 3 },
      ]),
      contactName: personName(f),
      contactPhone: mobile(f),
      email: f.datatype.boolean(0.8)
        ? `${f.string.alpha({ length: 6, casing: 'lower' })}@${partner.pinyin}.example.cn`
        : null,
      address: `${CITY_OF_AGENT[agentId]}${f.helpers.arrayElement(STREETS)} ${f.number.int({ min: 1, max: 400 })} 号`,
      cooperationStart: start,
      cooperationEnd: f.datatype.boolean(0.7)
        ? addDays(start, f.helpers.arrayElement([365, 730, 1095]))
        : null,
      status,
      logo: null,
      remark:
        f.helpers.maybe(
          () => f.helpers.arrayElement(['年度框架协议', '三年质保，驻场支持', '按季度结算', '区域独家代理']),
          {
            probability: 0.4,
          },
        ) ?? null,
      createTime: `${start} ${String(f.number.int({ min: 9, max: 17 })).padStart(2, '0')}:${String(f.number.int({ min: 0, max: 59 })).padStart(2, '0')}:00`,
    };
  },
  created: () => ({}),
};

/** The platform operator (agent 1) names some departments differently. */
function nameOf(agentId: string, position: number): string {
  const template = DEPARTMENT_TEMPLATE[position]!;
  return (agentId === '1' ? template.platformName : undefined) ?? template.name;
}

export const systemDepartment: ResourceSeed = {
  count: AGENT_IDS.length * DEPARTMENT_TEMPLATE.length,
  make(ctx, i) {
    const { faker: f } = ctx;
    const agentIndex = Math.floor(i / DEPARTMENT_TEMPLATE.length);
    const agentId = AGENT_IDS[agentIndex]!;
    const position = i % DEPARTMENT_TEMPLATE.length;
    const template = DEPARTMENT_TEMPLATE[position]!;
    const parentPosition = template.parent;
    return {
      name: nameOf(agentId, position),
      agentId,
      parentId:
        parentPosition === undefined ? null : agentIndex * DEPARTMENT_TEMPLATE.length + parentPosition + 1,
      parentName: parentPosition === undefined ? null : nameOf(agentId, parentPosition),
      deptType: agentId === '1' && template.deptType === 3 ? 6 : template.deptType,
      leaderName: f.datatype.boolean(0.85) ? personName(f) : null,
      phone: f.datatype.boolean(0.7) ? landline(f, agentId) : null,
      sort: parentPosition === undefined ? (position + 1) * 10 : position - parentPosition,
      memberCount: 0,
      status: f.datatype.boolean(0.92) ? 1 : 0,
      remark: null,
      createTime: ctx.daysAgo(f.number.int({ min: 200, max: 900 })),
    };
  },
};

/** Customer brands, one per account (so every account name is unique). */
const BRANDS = [
  '恒泰',
  '盛世',
  '瑞丰',
  '鸿基',
  '锦程',
  '嘉和',
  '安居',
  '宏达',
  '康泰',
  '鑫源',
  '润泽',
  '和悦',
  '兴业',
  '万家',
  '博远',
  '中盛',
  '永安',
  '丰华',
  '怡居',
  '颐和',
  '祥和',
  '金鼎',
  '君悦',
  '明珠',
  '东升',
  '海润',
  '佳园',
  '乐家',
  '福安',
  '百合',
  '睿城',
  '荣华',
  '景泰',
  '久安',
  '同心',
  '益民',
  '惠民',
  '晨光',
  '远航',
  '启明',
];
const PLACE_NAMES: Record<string, string[]> = {
  '1': ['朝阳区望京', '海淀区学院路', '东城区东华门', '黄浦区豫园', '锦江区督院街'],
  '2': ['天河区龙口', '越秀区北京', '海珠区江南中', '白云区景泰', '天河区林和'],
  '3': ['福田区香蜜湖', '南山区蛇口', '宝安区西乡', '南山区粤海'],
  '4': ['西湖区翠苑', '上城区湖滨', '滨江区长河', '西湖区北山'],
  '5': ['天河区石牌', '天河区棠下', '天河区车陂'],
};

/** A customer's name by type: companies by brand, streets and police stations by place. */
function customerName(type: number, city: string, place: string, brand: string): string {
  switch (type) {
    case 1:
      return `${city}市${brand}物业管理有限公司`;
    case 2:
      return `${city}${brand}房地产开发有限公司`;
    case 3:
      return `${city}市${place}街道${brand}社区居民委员会`;
    default:
      return `${city}市公安局${place.slice(0, 3)}分局${brand}派出所`;
  }
}

export const systemAccount: ResourceSeed = {
  count: 40,
  make(ctx, i) {
    const { faker: f } = ctx;
    const agentId = AGENT_IDS[[1, 1, 2, 2, 0, 3, 4, 1][i % 8]!]!;
    const places = PLACE_NAMES[agentId]!;
    const type = f.helpers.weightedArrayElement([
      { weight: 6, value: 1 },
      { weight: 2, value: 2 },
      { weight: 2, value: 3 },
      { weight: 1, value: 4 },
    ]);
    const place = places[i % places.length]!;
    const city = CITY_OF_AGENT[agentId]!.replace('市', '');
    const openDate = dateDaysAgo(ctx.store.now(), f.number.int({ min: 30, max: 1100 }));
    const years = f.helpers.arrayElement([1, 2, 3]);
    const partner = f.helpers.maybe(() => f.helpers.arrayElement([4, 10, 16, 18, 22, 26, 30]), {
      probability: 0.5,
    });
    return {
      accountName: customerName(type, city, place, BRANDS[i % BRANDS.length]!),
      accountType: type,
      agentId,
      companionId: partner ?? null,
      contactName: personName(f),
      contactPhone: mobile(f),
      edition: f.helpers.weightedArrayElement([
        { weight: 3, value: 1 },
        { weight: 5, value: 2 },
        { weight: 2, value: 3 },
      ]),
      communityQuota: f.helpers.arrayElement([1, 3, 5, 8, 10, 20]),
      deviceQuota: f.helpers.arrayElement([100, 200, 500, 800, 1500]),
      balance: Math.round(f.number.float({ min: 0, max: 12000 }) * 100) / 100,
      openDate,
      expireDate: addDays(openDate, years * 365 - 1),
      status: f.datatype.boolean(0.9) ? 1 : 0,
      remark:
        f.helpers.maybe(() => f.helpers.arrayElement(['含短信包 5000 条', '试用转正式', '续费享 9 折']), {
          probability: 0.25,
        }) ?? null,
      createTime: `${openDate} ${String(f.number.int({ min: 9, max: 18 })).padStart(2, '0')}:${String(f.number.int({ min: 0, max: 59 })).padStart(2, '0')}:00`,
      accountNo: `ZH${openDate.slice(0, 4)}${openDate.slice(5, 7)}${String(i + 1).padStart(4, '0')}`,
    };
  },
  created(ctx) {
    const now = ctx.store.now();
    const today = dateDaysAgo(now, 0);
    const sequence = ctx.rows('SystemAccount').length + 1;
    return {
      accountNo: `ZH${today.slice(0, 4)}${today.slice(5, 7)}${String(sequence).padStart(4, '0')}`,
      balance: 0,
    };
  },
};
