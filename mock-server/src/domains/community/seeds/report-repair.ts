// 报事报修: work orders over the last two months, newest ones still open; a few public-area reports
// without a room. Order numbers are BX + date + daily sequence.
import type { ResourceSeed } from '#mock/resources/types.js';
import { formatDateTime } from '#mock/store/clock.js';
import { personName } from '#mock/lib/people.js';
import { timeline } from '../../operation/seeds/common.js';

const ISSUES: Record<number, string[]> = {
  1: [
    '厨房水龙头漏水，关闭总阀后仍有渗水',
    '卫生间下水道堵塞',
    '客厅插座没电，空开跳闸后合不上',
    '热水器不出热水',
  ],
  2: ['入户门锁芯卡顿，钥匙难以转动', '阳台推拉窗滑轮脱落', '卧室窗户密封条老化漏风'],
  3: ['2号梯运行时有异响', '电梯按键失灵，按了不亮', '电梯门关不严，反复开合'],
  4: ['楼道声控灯不亮', '小区健身器材螺丝松动', '地库入口减速带破损', '中心花园路灯不亮'],
  5: ['单元门口机无法刷卡开门', '室内机呼叫没有声音', '可视对讲画面黑屏'],
  6: ['楼上装修噪音过大，请协调', '单元门口堆放杂物', '楼道有异味'],
};
const HANDLERS = ['李师傅', '王师傅', '张师傅', '陈工', '刘师傅'];
const RESULTS: Record<number, string> = {
  3: '已上门处理完毕，业主确认正常使用。',
  4: '业主来电取消报修。',
};

export const reportRepair: ResourceSeed = {
  count: 80,
  make(ctx, i) {
    const { faker } = ctx;
    const place = ctx.place();
    const category = faker.helpers.weightedArrayElement([
      { weight: 4, value: 1 },
      { weight: 2, value: 2 },
      { weight: 1, value: 3 },
      { weight: 2, value: 4 },
      { weight: 2, value: 5 },
      { weight: 1, value: 6 },
    ]);
    const publicArea = category === 3 || category === 4;
    // Older orders are mostly closed; the newest are waiting or in progress.
    const createTime = timeline(ctx, i, 80, 60);
    const age = Math.floor(((80 - i) * 60) / 80);
    const status =
      age > 7
        ? faker.helpers.weightedArrayElement([
            { weight: 9, value: 3 },
            { weight: 1, value: 4 },
          ])
        : faker.helpers.arrayElement([1, 1, 2, 2, 3]);
    return {
      orderNo: `BX${createTime.slice(0, 10).replaceAll('-', '')}${String(i + 1).padStart(4, '0')}`,
      depId: place.depId,
      buildingId: place.buildingId,
      unitId: publicArea ? null : place.unitId,
      roomId: publicArea ? null : place.roomId,
      reporterName: personName(faker),
      reporterPhone: `1${faker.helpers.arrayElement(['3', '5', '7', '8'])}${faker.string.numeric(9)}`,
      category,
      content: `${faker.helpers.arrayElement(ISSUES[category]!)}。`,
      photo: null,
      source: faker.helpers.weightedArrayElement([
        { weight: 6, value: 1 },
        { weight: 3, value: 2 },
        { weight: 1, value: 3 },
      ]),
      expectTime:
        faker.helpers.maybe(
          () => `${createTime.slice(0, 10)} ${faker.helpers.arrayElement(['10', '14', '16'])}:00:00`,
          {
            probability: 0.5,
          },
        ) ?? null,
      status,
      handlerName: status === 1 ? null : faker.helpers.arrayElement(HANDLERS),
      handleResult: RESULTS[status] ?? null,
      createTime,
    };
  },
  // A console-entered order: today's date and the record's own sequence (the id it is about to get).
  created(ctx) {
    const today = formatDateTime(ctx.store.now()).slice(0, 10).replaceAll('-', '');
    const next = Math.max(0, ...ctx.rows('ReportRepair').map((r) => r.id)) + 1;
    return { orderNo: `BX${today}${String(next).padStart(4, '0')}` };
  },
};
