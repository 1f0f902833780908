// 访客: appointments from three weeks ago to three days ahead; past ones left (or never came), today's
// may be inside, future ones are waiting (a few cancelled).
import type { ResourceSeed } from '#mock/resources/types.js';
import { idCard, mobile, personName, plate, plusMinutes, shiftedTime } from './common.js';

export const visitor: ResourceSeed = {
  count: 90,
  make(ctx, i) {
    const { faker } = ctx;
    const place = ctx.place();
    const days = faker.number.int({ min: -20, max: 3 });
    const visitTime = shiftedTime(ctx, days);
    const future = days > 0;
    const status = future
      ? faker.datatype.boolean(0.9)
        ? 1
        : 5
      : days === 0
        ? faker.helpers.arrayElement([1, 2, 3])
        : faker.helpers.weightedArrayElement([
            { weight: 8, value: 3 },
            { weight: 2, value: 4 },
          ]);
    const reason = faker.helpers.weightedArrayElement([
      { weight: 5, value: 1 },
      { weight: 3, value: 2 },
      { weight: 1, value: 3 },
      { weight: 1, value: 4 },
      { weight: 1, value: 5 },
    ]);
    return {
      visitorName: personName(faker),
      phone: mobile(faker),
      cardNo: faker.datatype.boolean(0.5) ? idCard(faker) : null,
      visitReason: reason,
      depId: place.depId,
      buildingId: place.buildingId,
      unitId: place.unitId,
      roomId: place.roomId,
      hostName: personName(faker),
      plateNo: faker.datatype.boolean(0.3) ? plate(faker, i) : null,
      visitTime,
      leaveTime:
        reason === 2
          ? plusMinutes(visitTime, 20)
          : plusMinutes(visitTime, faker.number.int({ min: 60, max: 480 })),
      passCode: faker.string.numeric(6),
      status,
      createTime: plusMinutes(visitTime, -faker.number.int({ min: 30, max: 4000 })),
    };
  },
  // A fresh context's Faker repeats itself, so the code comes from the clock and the table size.
  created: (ctx) => ({
    passCode: String(
      Math.floor(ctx.store.now().getTime() / 1000 + ctx.rows('Visitor').length * 7919) % 1_000_000,
    ).padStart(6, '0'),
    status: 1,
  }),
};
