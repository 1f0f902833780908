// 人员关怀: residents the property looks after; those whose last pass is older than their reminder
// days are 超时未出门 (the same signal as the door-not-opened warning).
import type { ResourceSeed, SeedContext } from '#mock/resources/types.js';
import { BIRTHPLACES, idCardNo, personName } from '#mock/lib/people.js';
import { DAY_MS } from '#mock/store/clock.js';

function careStatusOf(ctx: SeedContext, lastPassTime: string | null, alertDays: number): number {
  if (!lastPassTime) return 2;
  const passed = new Date(`${lastPassTime.replace(' ', 'T')}+08:00`).getTime();
  return ctx.store.now().getTime() - passed > alertDays * DAY_MS ? 2 : 1;
}

export const communityCaring: ResourceSeed = {
  count: 50,
  make(ctx) {
    const { faker } = ctx;
    const place = ctx.place();
    const careType = faker.helpers.weightedArrayElement([
      { weight: 5, value: 1 },
      { weight: 2, value: 2 },
      { weight: 2, value: 3 },
      { weight: 1, value: 4 },
      { weight: 2, value: 5 },
    ]);
    const name = personName(faker);
    const alertDays = faker.helpers.arrayElement([2, 3, 3, 5, 7]);
    const lastPassTime = ctx.daysAgo(
      faker.helpers.weightedArrayElement([
        { weight: 6, value: 0 },
        { weight: 3, value: 1 },
        { weight: 2, value: faker.number.int({ min: 4, max: 12 }) },
      ]),
    );
    const guardian = careType === 2 ? null : `${name.slice(0, 1)}${faker.person.firstName()}`;
    return {
      personName: name,
      gender: faker.helpers.arrayElement([1, 2]),
      idCard: idCardNo(faker, faker.helpers.arrayElement(BIRTHPLACES)),
      phone: faker.helpers.maybe(() => `020${faker.string.numeric(8)}`, { probability: 0.5 }) ?? null,
      depId: place.depId,
      buildingId: place.buildingId,
      unitId: place.unitId,
      roomId: place.roomId,
      careType,
      alertDays,
      guardianName: guardian,
      guardianPhone: guardian ? `13${faker.string.numeric(9)}` : null,
      lastPassTime,
      careStatus: careStatusOf(ctx, lastPassTime, alertDays),
      remark:
        faker.helpers.maybe(
          () =>
            faker.helpers.arrayElement([
              '行动不便，需每周上门探访',
              '子女在外地工作',
              '患有高血压，注意随访',
            ]),
          {
            probability: 0.4,
          },
        ) ?? null,
      createTime: ctx.daysAgo(faker.number.int({ min: 30, max: 400 })),
    };
  },
  // No pass recorded yet: 正常 until the first reminder period runs out.
  created: () => ({ lastPassTime: null, careStatus: 1 }),
};
