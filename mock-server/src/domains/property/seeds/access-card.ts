// 门禁卡: mostly residents' cards of their own unit; about one in eight was issued without the holder's
// name or phone (待补录, completed in 补录住户信息); a few are lost, cancelled or expired.
import type { ResourceSeed } from '#mock/resources/types.js';
import { idCard, mobile, personName, shiftedDate } from './common.js';

export function infoStatusOf(row: Record<string, unknown>): 0 | 1 {
  return row.holderName && row.phone ? 1 : 0;
}

export const accessCard: ResourceSeed = {
  count: 100,
  make(ctx, i) {
    const { faker } = ctx;
    const place = ctx.place();
    const holderType = faker.helpers.weightedArrayElement([
      { weight: 15, value: 1 },
      { weight: 3, value: 2 },
      { weight: 2, value: 3 },
    ]);
    const missing = faker.datatype.boolean(0.13);
    const issuedDaysAgo = faker.number.int({ min: 5, max: 900 });
    const years = holderType === 3 ? 0 : faker.number.int({ min: 1, max: 3 });
    const validTo =
      holderType === 3
        ? shiftedDate(ctx, -issuedDaysAgo + 30)
        : shiftedDate(ctx, -issuedDaysAgo + years * 365);
    const expired = validTo < shiftedDate(ctx, 0);
    const holderName = missing ? null : personName(faker);
    const phone = missing ? null : mobile(faker);
    return {
      cardNo: `${faker.string.hexadecimal({ length: 6, casing: 'upper', prefix: '' })}${i.toString(16).toUpperCase().padStart(4, '0')}`,
      cardType: faker.helpers.weightedArrayElement([
        { weight: 6, value: 1 },
        { weight: 3, value: 2 },
        { weight: 1, value: 3 },
      ]),
      holderType,
      holderName,
      phone,
      holderIdCard: !missing && faker.datatype.boolean(0.6) ? idCard(faker) : null,
      depId: place.depId,
      buildingId: holderType === 1 ? place.buildingId : null,
      unitId: holderType === 1 ? place.unitId : null,
      validFrom: shiftedDate(ctx, -issuedDaysAgo),
      validTo,
      status: expired
        ? 4
        : faker.helpers.weightedArrayElement([
            { weight: 18, value: 1 },
            { weight: 1, value: 2 },
            { weight: 1, value: 3 },
          ]),
      infoStatus: infoStatusOf({ holderName, phone }),
      issueTime: ctx.daysAgo(issuedDaysAgo),
    };
  },
  created: (_ctx, input) => ({ infoStatus: infoStatusOf(input) }),
};

const FEES: Record<number, number> = { 1: 20, 2: 30, 3: 50, 4: 50 };

export const cardChargeOrder: ResourceSeed = {
  count: 80,
  make(ctx, i) {
    const { faker } = ctx;
    const card = faker.helpers.arrayElement(ctx.rows('AccessCard'));
    const chargeType = faker.helpers.weightedArrayElement([
      { weight: 5, value: 1 },
      { weight: 2, value: 2 },
      { weight: 2, value: 3 },
      { weight: 1, value: 4 },
    ]);
    const payTime = ctx.daysAgo(faker.number.int({ min: 0, max: 300 }));
    return {
      orderNo: `KF${payTime.slice(0, 10).replaceAll('-', '')}${String(i + 1).padStart(4, '0')}`,
      cardNo: card.cardNo,
      holderName: card.holderName,
      depId: card.depId,
      chargeType,
      amount: FEES[chargeType],
      payMethod: faker.helpers.weightedArrayElement([
        { weight: 2, value: 1 },
        { weight: 5, value: 2 },
        { weight: 2, value: 3 },
      ]),
      status: faker.datatype.boolean(0.94) ? 1 : 2,
      operatorName: faker.helpers.arrayElement(['系统管理员', '前台客服']),
      payTime,
    };
  },
};
