// 住户: first the data set's seeded residents (seeded-residents.ts, also the Report page's seeded
// export), then households over the first communities (households.ts): an owner for every room that
// has residents, with family, or with tenants in a let room. Authorization period per 02 §5.
import { formatDateTime } from '#mock/store/clock.js';
import type { ResourceSeed, SeedContext } from '#mock/resources/types.js';
import { genderOf, idCard, mobile, personName } from './common.js';
import { authEndFor, RESIDENT_TYPE_LABELS, UNLIMITED } from './resident-types.js';
import { nextSeat } from './households.js';
import { seededResidents } from './seeded-residents.js';

/**
 * One fixed owner (the contract's example person of 人员查询 / 人员详情): 1栋一单元101 of the first
 * community, with the ID number the examples use.
 */
function demoOwnerRoom(ctx: SeedContext): number {
  const depId = ctx.store.communities[0]!.depId;
  return ((depId * 100 + 1) * 10 + 1) * 1000 + 11;
}

function demoOwner(ctx: SeedContext): Record<string, unknown> {
  const depId = ctx.store.communities[0]!.depId;
  const unitId = (depId * 100 + 1) * 10 + 1;
  return {
    userName: '张伟',
    gender: 1,
    phone: '13812345678',
    cardNo: '440106198503122811',
    userType: 1,
    depId,
    buildingId: depId * 100 + 1,
    unitId,
    roomId: demoOwnerRoom(ctx),
    checkInDate: '2021-06-01',
    authEndTime: UNLIMITED,
    source: 1,
    createTime: '2025-08-19 14:32:10',
  };
}

export const resident: ResourceSeed = {
  count: 120,
  make(ctx, i) {
    const { faker } = ctx;
    const known = seededResidents(ctx.store)[i];
    if (known) {
      faker.datatype.boolean(); // the draw a resident without an ID number spends on its gender
      const userType = RESIDENT_TYPE_LABELS.indexOf(known.userType) + 1;
      return {
        userName: known.userName,
        gender: genderOf(known.cardNo, faker),
        phone: known.phone,
        cardNo: known.cardNo,
        userType,
        depId: known.depId,
        buildingId: known.buildingId,
        unitId: known.unitId,
        roomId: known.roomNumberId,
        checkInDate: known.createTime.slice(0, 10),
        authEndTime: known.authEndTime || UNLIMITED,
        source: 1,
        createTime: known.createTime,
      };
    }
    if (i === seededResidents(ctx.store).length) return demoOwner(ctx);
    const { place, userType } = nextSeat(ctx, demoOwnerRoom(ctx));
    const cardNo = faker.datatype.boolean(0.85) ? idCard(faker) : null;
    const createTime = ctx.daysAgo(faker.number.int({ min: 1, max: 700 }));
    return {
      userName: personName(faker),
      gender: genderOf(cardNo, faker),
      phone: mobile(faker),
      cardNo,
      userType,
      depId: place.depId,
      buildingId: place.buildingId,
      unitId: place.unitId,
      roomId: place.roomId,
      checkInDate: faker.datatype.boolean(0.8) ? createTime.slice(0, 10) : null,
      authEndTime: authEndFor(userType, createTime),
      source: faker.helpers.weightedArrayElement([
        { weight: 12, value: 1 },
        { weight: 2, value: 2 },
        { weight: 5, value: 3 },
        { weight: 1, value: 4 },
      ]),
      remark: faker.helpers.maybe(
        () => faker.helpers.arrayElement(['独居老人，需重点关怀', '有宠物犬', '车位 B-12']),
        {
          probability: 0.1,
        },
      ),
      createTime,
    };
  },
  created: (ctx, input) => ({
    source: 1,
    authEndTime: authEndFor(Number(input.userType), formatDateTime(ctx.store.now())),
  }),
};
