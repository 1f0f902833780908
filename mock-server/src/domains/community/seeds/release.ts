// 社区公告, 门口机轮播图, 小程序轮播图: notices of the last months per community and the carousel
// pictures (the seeded notice images served by the uploads domain).
import type { ResourceSeed } from '#mock/resources/types.js';
import { timeline } from '../../operation/seeds/common.js';
import { NOTICE_IMAGES, noticeImageUrl } from '../../notice/notices.js';

const RELEASES: { category: number; title: string; content: string }[] = [
  {
    category: 4,
    title: '关于停水的通知',
    content: '因市政管网维修，本周六 9:00-17:00 小区全部楼栋停水，请各位业主提前储水。',
  },
  {
    category: 4,
    title: '计划停电检修通知',
    content: '供电局将于下周二 8:30-12:00 对小区配电房检修，期间电梯暂停使用，敬请谅解。',
  },
  {
    category: 1,
    title: '物业费缴纳提醒',
    content: '本年度物业费缴纳已开始，可通过业主小程序在线缴纳，或到物业服务中心办理。',
  },
  {
    category: 1,
    title: '电动车禁止入户充电的通知',
    content: '为消除火灾隐患，严禁将电动车推入楼道、电梯及户内充电，请使用小区集中充电桩。',
  },
  {
    category: 2,
    title: '周末亲子手工活动报名',
    content: '本周六下午 3 点在会所举办亲子手工活动，名额 30 组，请在小程序报名。',
  },
  {
    category: 2,
    title: '社区义诊活动',
    content: '社区医院医生将于周日上午在中心花园提供免费量血压、测血糖服务。',
  },
  {
    category: 3,
    title: '冬季防火温馨提示',
    content: '天气干燥，请注意用火用电安全，出门前检查燃气阀门，不要在阳台堆放易燃物。',
  },
  {
    category: 3,
    title: '台风天气温馨提示',
    content: '台风即将登陆，请关好门窗，收好阳台花盆等物品，非必要不外出。',
  },
  {
    category: 1,
    title: '门禁系统升级通知',
    content: '小区门禁系统将于本周四夜间升级，升级后可使用人脸与手机二维码开门。',
  },
];
const PUBLISHERS = ['物业服务中心', '客服中心', '社区居委会'];

export const communityRelease: ResourceSeed = {
  count: 60,
  make(ctx, i) {
    const { faker } = ctx;
    const { depId } = ctx.place();
    const release = RELEASES[i % RELEASES.length]!;
    const community = ctx.store.communities.find((c) => c.depId === depId)!;
    const draft = i >= 56;
    return {
      title: release.title,
      depId,
      category: release.category,
      cover: release.category === 3 ? noticeImageUrl(NOTICE_IMAGES.fireSafety.key) : null,
      content: release.content,
      publisher: `${community.depName}${faker.helpers.arrayElement(PUBLISHERS)}`,
      top: i >= 52 && !draft ? 1 : 0,
      status: draft ? 0 : 1,
      readCount: draft ? 0 : faker.number.int({ min: 20, max: 480 }),
      createTime: timeline(ctx, i, 60, 120),
    };
  },
  created: () => ({ readCount: 0 }),
};

const PICTURES = [
  { title: NOTICE_IMAGES.fireSafety.title, image: noticeImageUrl(NOTICE_IMAGES.fireSafety.key) },
  { title: NOTICE_IMAGES.appUpgrade.title, image: noticeImageUrl(NOTICE_IMAGES.appUpgrade.key) },
];

/** A carousel picture running from a month ago for two to six months. */
function carousel(ctx: Parameters<ResourceSeed['make']>[0], i: number) {
  const { faker } = ctx;
  const picture = PICTURES[i % PICTURES.length]!;
  const start = ctx.daysAgo(faker.number.int({ min: 5, max: 60 })).slice(0, 10);
  const end = new Date(`${start}T00:00:00+08:00`);
  end.setUTCMonth(end.getUTCMonth() + faker.number.int({ min: 2, max: 6 }));
  return {
    title: picture.title,
    depId: ctx.place().depId,
    image: picture.image,
    sort: (i % 5) + 1,
    startDate: start,
    endDate: end.toISOString().slice(0, 10),
    status: faker.datatype.boolean(0.8) ? 1 : 0,
    createTime: ctx.daysAgo(faker.number.int({ min: 60, max: 120 })),
  };
}

export const doorRotation: ResourceSeed = {
  count: 30,
  make(ctx, i) {
    return { ...carousel(ctx, i), duration: ctx.faker.helpers.arrayElement([5, 8, 10]) };
  },
};

const APPLET_LINKS = [
  { linkType: 1, linkUrl: '/pages/pay/index' },
  { linkType: 1, linkUrl: '/pages/repair/index' },
  { linkType: 2, linkUrl: 'https://www.119.gov.cn' },
  { linkType: 0, linkUrl: null },
];

export const appletRotation: ResourceSeed = {
  count: 30,
  make(ctx, i) {
    return { ...carousel(ctx, i), ...APPLET_LINKS[i % APPLET_LINKS.length]! };
  },
};
