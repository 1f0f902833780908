// 公区布控 seeds: 值班区域, 委派任务, 身份证 / 籍贯 / 标签 / 车辆布控, 预警申报.
import type { ResourceSeed } from '#mock/resources/types.js';
import { BIRTHPLACES } from '#mock/lib/people.js';
import { idCard, mobile, nowText, personName, plate, shiftTime, timeOf } from './common.js';

/** Duty posts of a community; area i is post ⌊i / 12⌋ of community i mod 12 (names stay unique). */
const POSTS = [
  { name: '东门岗亭', room: '东门岗亭' },
  { name: '监控中心', room: '物业楼一层监控室' },
  { name: '北门岗亭', room: '北门岗亭' },
];
export const DUTY_AREA_COUNT = 36;
/** Areas without tasks, so that the contract example (the last area) can be deleted. */
const AREAS_WITH_TASKS = 30;

export const dutyArea: ResourceSeed = {
  count: DUTY_AREA_COUNT,
  make(ctx, i) {
    const { faker: f, store } = ctx;
    const community = store.communities[i % 12]!;
    const post = POSTS[Math.floor(i / 12) % POSTS.length]!;
    return {
      name: `${community.depName}${post.name}`,
      agentId: community.agentId,
      depId: community.depId,
      dutyRoom: post.room,
      leaderName: personName(f),
      leaderPhone: mobile(f),
      dutyPhone: f.datatype.boolean(0.7) ? `020${f.string.numeric(8)}` : null,
      shiftMode: post.name === '监控中心' ? 3 : f.helpers.arrayElement([1, 2]),
      startTime: f.helpers.arrayElement(['07:00:00', '08:00:00', '08:30:00']),
      patrolInterval: f.helpers.arrayElement([30, 60, 90, 120]),
      status: f.datatype.boolean(0.9) ? 1 : 0,
      remark:
        f.helpers.maybe(
          () => f.helpers.arrayElement(['夜间加强地库巡查', '负责快递柜区域', '兼管消防控制室']),
          {
            probability: 0.3,
          },
        ) ?? null,
      createTime: ctx.daysAgo(f.number.int({ min: 60, max: 500 })),
    };
  },
};

const TASKS: Record<number, string[]> = {
  1: ['夜间巡查', '地库消防通道巡查', '高空抛物重点区域巡查', '电动车充电区巡查'],
  2: ['出租屋人员信息核查', '可疑车辆核查', '陌生人员身份核查', '门禁告警现场核查'],
  3: ['消防通道杂物清理', '井盖移位处置', '漏水报警上门处置', '占道停车劝离'],
  4: ['防诈骗宣传', '消防安全宣传', '电动车入户禁令宣传'],
};

export const taskAssignment: ResourceSeed = {
  count: 60,
  make(ctx, i) {
    const { faker: f } = ctx;
    const areas = ctx.rows('DutyArea').slice(0, AREAS_WITH_TASKS);
    const area = f.helpers.arrayElement(areas);
    const taskType = f.helpers.weightedArrayElement([
      { weight: 4, value: 1 },
      { weight: 3, value: 2 },
      { weight: 2, value: 3 },
      { weight: 1, value: 4 },
    ]);
    const createTime = timeOf(ctx, 'TaskAssignment', i, 60, 20);
    const deadline = shiftTime(createTime, f.number.int({ min: 4, max: 72 }) * 60);
    const overdue = deadline < nowText(ctx);
    const status = overdue
      ? f.helpers.weightedArrayElement([
          { weight: 7, value: 3 },
          { weight: 3, value: 4 },
        ])
      : f.helpers.arrayElement([1, 2, 2, 3]);
    const title = f.helpers.arrayElement(TASKS[taskType]!);
    return {
      title,
      taskType,
      priority: f.helpers.weightedArrayElement([
        { weight: 6, value: 1 },
        { weight: 3, value: 2 },
        { weight: 1, value: 3 },
      ]),
      dutyAreaId: area.id,
      depId: area.depId,
      assigneeName: personName(f),
      assigneePhone: mobile(f),
      deadline,
      status,
      content: `${String(area.name)}：${title}，完成后在系统中反馈处理情况并上传现场照片。`,
      feedback:
        status === 3
          ? f.helpers.arrayElement(['已完成，现场无异常', '已处理完毕，照片已上传', '已核实，情况已上报社区'])
          : null,
      createTime,
    };
  },
};

const ID_CONTROL_REASONS: Record<number, string> = {
  1: '公安机关通缉在逃人员，发现后立即报警并稳控。',
  2: '涉稳重点人员，出现时通知社区民警。',
  3: '涉毒前科人员，按辖区派出所要求登记出入。',
  4: '刑满释放安置帮教对象，关注出入情况。',
  5: '派出所协查通知，出现即通知社区民警。',
};

export const idCardControl: ResourceSeed = {
  count: 40,
  make(ctx, i) {
    const { faker: f } = ctx;
    const controlType = f.helpers.weightedArrayElement([
      { weight: 1, value: 1 },
      { weight: 2, value: 2 },
      { weight: 2, value: 3 },
      { weight: 3, value: 4 },
      { weight: 4, value: 5 },
    ]);
    const createTime = timeOf(ctx, 'IdCardControl', i, 40, 180);
    const begin = createTime.slice(0, 10);
    return {
      personName: personName(f),
      idCardNo: idCard(f),
      controlType,
      controlLevel: controlType === 1 ? 3 : controlType <= 3 ? 2 : 1,
      depId: f.datatype.boolean(0.6) ? ctx.place(6).depId : null,
      beginDate: begin,
      endDate: `${Number(begin.slice(0, 4)) + 1}${begin.slice(4)}`,
      notifyPhone: f.datatype.boolean(0.7) ? mobile(f) : null,
      status: f.datatype.boolean(0.85) ? 1 : 0,
      reason: ID_CONTROL_REASONS[controlType]!,
      createTime,
    };
  },
};

/** Birthplaces beyond the seeded provinces (GB/T 2260 district codes), for 籍贯布控. */
const MORE_PLACES = [
  { code: '430104', name: '湖南省长沙市岳麓区' },
  { code: '420103', name: '湖北省武汉市江汉区' },
  { code: '410105', name: '河南省郑州市金水区' },
  { code: '360102', name: '江西省南昌市东湖区' },
  { code: '450103', name: '广西壮族自治区南宁市青秀区' },
  { code: '350102', name: '福建省福州市鼓楼区' },
  { code: '520102', name: '贵州省贵阳市南明区' },
  { code: '500103', name: '重庆市渝中区' },
  { code: '340104', name: '安徽省合肥市蜀山区' },
  { code: '370102', name: '山东省济南市历下区' },
];
const NATIVE_PLACES = [...MORE_PLACES, ...BIRTHPLACES.map(({ code, name }) => ({ code, name }))];
const NATIVE_REASONS = ['流入人口登记核查', '重点地区来访人员登记', '辖区派出所协查', '疫情防控来访登记'];

export const nativePlaceControl: ResourceSeed = {
  count: 30,
  make(ctx, i) {
    const { faker: f } = ctx;
    const place = NATIVE_PLACES[i % NATIVE_PLACES.length]!;
    const createTime = timeOf(ctx, 'NativePlaceControl', i, 30, 120);
    const begin = createTime.slice(0, 10);
    return {
      nativePlace: place.name,
      areaCode: place.code,
      controlReason: f.helpers.arrayElement(NATIVE_REASONS),
      controlLevel: f.helpers.arrayElement([1, 1, 2, 3]),
      depId: f.datatype.boolean(0.4) ? ctx.place(6).depId : null,
      beginDate: begin,
      endDate: shiftTime(`${begin} 00:00:00`, f.helpers.arrayElement([90, 180, 365]) * 1440).slice(0, 10),
      status: f.datatype.boolean(0.8) ? 1 : 0,
      remark: null,
      createTime,
    };
  },
};

/** 标签布控: the example record renames the last one (its name is not seeded, tag names are unique). */
const TAGS = [
  { name: '独居老人', category: 3 },
  { name: '空巢老人', category: 3 },
  { name: '残障人士', category: 3 },
  { name: '留守儿童', category: 3 },
  { name: '境外返回人员', category: 1 },
  { name: '居家隔离人员', category: 1 },
  { name: '社区矫正人员', category: 2 },
  { name: '刑满释放人员', category: 2 },
  { name: '精神障碍患者', category: 2 },
  { name: '重点上访人员', category: 2 },
  { name: '外来务工人员', category: 4 },
  { name: '新入住租客', category: 4 },
];
/** Tags that have warnings (TagWarning points only at these), so the others can be deleted. */
export const TAGS_WITH_WARNINGS = 10;

export const tagControl: ResourceSeed = {
  count: TAGS.length,
  make(ctx, i) {
    const { faker: f } = ctx;
    const tag = TAGS[i]!;
    return {
      tagName: tag.name,
      category: tag.category,
      controlLevel: tag.category === 2 ? 2 : 1,
      depId: f.datatype.boolean(0.3) ? ctx.place(4).depId : null,
      personCount: f.number.int({ min: 2, max: 60 }),
      notifyPhone: f.datatype.boolean(0.5) ? mobile(f) : null,
      status: i === 5 ? 0 : 1,
      remark: null,
      createTime: ctx.daysAgo(f.number.int({ min: 30, max: 300 })),
    };
  },
  created: () => ({ personCount: 0 }),
};

const DECLARATIONS: Record<number, { title: string; content: string }[]> = {
  1: [
    { title: '单元门禁长期敞开', content: '单元门闭门器损坏，门禁长期敞开，外来人员可随意进出。' },
    { title: '夜间有人翻越围墙', content: '凌晨发现有人从西侧围墙翻入小区，已调取监控。' },
  ],
  2: [
    { title: '地库消防通道堆放杂物', content: '地库消防通道被纸箱和旧家具堵塞，影响疏散。' },
    { title: '楼道电动车充电', content: '楼道内有住户私拉电线给电动车充电，存在火灾隐患。' },
  ],
  3: [
    { title: '邻里噪音纠纷', content: '楼上住户夜间装修噪音，楼下住户多次投诉，双方发生争执。' },
    { title: '车位占用纠纷', content: '业主私家车位被长期占用，车主之间发生口角。' },
  ],
  4: [
    { title: '可疑人员徘徊', content: '一名陌生男子连续两天在快递柜附近徘徊，并查看住户快递。' },
    { title: '陌生人挨户推销', content: '陌生人员冒充物业挨户上门推销净水器。' },
  ],
  5: [
    { title: '井盖松动', content: '主干道井盖松动，车辆经过时有明显异响，存在安全隐患。' },
    { title: '路灯损坏', content: '中心花园路灯多盏不亮，夜间照明不足。' },
  ],
  6: [{ title: '高空抛物', content: '有住户反映楼上有人往下扔垃圾，砸到楼下晾晒衣物。' }],
};

export const warningDeclaration: ResourceSeed = {
  count: 40,
  make(ctx, i) {
    const { faker: f, store } = ctx;
    const warnType = f.helpers.weightedArrayElement([
      { weight: 3, value: 1 },
      { weight: 3, value: 2 },
      { weight: 2, value: 3 },
      { weight: 2, value: 4 },
      { weight: 2, value: 5 },
      { weight: 1, value: 6 },
    ]);
    const item = f.helpers.arrayElement(DECLARATIONS[warnType]!);
    const place = ctx.place(6);
    const building = store.hierarchy.buildingById(place.buildingId)!;
    const createTime = timeOf(ctx, 'WarningDeclaration', i, 40, 30);
    const age = 40 - i;
    const status =
      age > 12 ? f.helpers.arrayElement([3, 3, 3, 4]) : age > 4 ? f.helpers.arrayElement([2, 3]) : 1;
    return {
      title: item.title,
      warnType,
      warnLevel: f.helpers.arrayElement([1, 1, 2, 3]),
      depId: place.depId,
      location: `${building.buildingName}${f.helpers.arrayElement(['楼下', '楼道', '东侧', '地库入口', '单元大堂'])}`,
      occurTime: shiftTime(createTime, -f.number.int({ min: 5, max: 300 })),
      reporterName: personName(f),
      reporterPhone: mobile(f),
      content: item.content,
      photoUrl: null,
      status,
      handleRemark:
        status === 3
          ? '已安排人员处理完毕'
          : status === 4
            ? '经核实情况不属实'
            : status === 2
              ? '已派单处理中'
              : null,
      createTime,
    };
  },
};

const CAR_REASONS: Record<number, string> = {
  1: '多次冲卡逃费，物业列入黑名单。',
  2: '公安机关通报的被盗抢车辆。',
  3: '停车费欠缴超过三个月。',
  4: '派出所要求关注的车辆。',
};

export const carControl: ResourceSeed = {
  count: 40,
  make(ctx, i) {
    const { faker: f } = ctx;
    const controlType = f.helpers.weightedArrayElement([
      { weight: 3, value: 1 },
      { weight: 1, value: 2 },
      { weight: 3, value: 3 },
      { weight: 2, value: 4 },
    ]);
    const green = f.datatype.boolean(0.25);
    const createTime = timeOf(ctx, 'CarControl', i, 40, 120);
    const begin = createTime.slice(0, 10);
    const owned = controlType !== 2 && f.datatype.boolean(0.7);
    return {
      carNumber: plate(f, green),
      plateColor: green ? 3 : f.helpers.arrayElement([1, 1, 1, 2]),
      controlType,
      ownerName: owned ? personName(f) : null,
      ownerPhone: owned ? mobile(f) : null,
      depId: controlType === 3 || f.datatype.boolean(0.4) ? ctx.place(6).depId : null,
      beginDate: begin,
      endDate: `${Number(begin.slice(0, 4)) + 1}${begin.slice(4)}`,
      status: f.datatype.boolean(0.85) ? 1 : 0,
      reason: CAR_REASONS[controlType]!,
      createTime,
    };
  },
};
