// 停车管理 seeds: ten lots in the first five communities (the last one new and still empty, so it can
// be deleted), registered vehicles of the other lots (first those of the seeded residents), and a week of entries, exits and paid orders.
import type { ResourceSeed, SeedContext } from '#mock/resources/types.js';
import { money, mobile, personName, plate, plusMinutes, shiftedDate } from '../../property/seeds/common.js';
import { seededVehicles } from './seeded-vehicles.js';

const LOTS = [
  { name: '南门地面停车场', type: 1, gates: 2 },
  { name: '地下一层车库', type: 2, gates: 2 },
  { name: '地下二层车库', type: 2, gates: 1 },
  { name: '北区立体车库', type: 3, gates: 1 },
];
const BRANDS = ['大众', '丰田', '本田', '比亚迪', '特斯拉', '宝马', '奔驰', '吉利', '长安', '日产'];
const COLOURS = ['白色', '黑色', '银色', '灰色', '红色', '蓝色'];

export const parkLot: ResourceSeed = {
  count: 10,
  make(ctx, i) {
    const { faker, store } = ctx;
    const community = store.communities[Math.floor(i / 2) % store.communities.length]!;
    const lot = LOTS[i % 2 === 0 ? 0 : faker.number.int({ min: 1, max: 3 })]!;
    const totalSpaces = faker.number.int({ min: 6, max: 40 }) * 10;
    const fixedSpaces = Math.floor(totalSpaces * faker.number.float({ min: 0.3, max: 0.7 }));
    return {
      name: i === 9 ? '临时停车场（筹建中）' : lot.name,
      depId: community.depId,
      lotType: lot.type,
      totalSpaces,
      fixedSpaces,
      freeSpaces: faker.number.int({ min: 0, max: totalSpaces - fixedSpaces }),
      gateCount: lot.gates,
      chargeMode:
        i === 9
          ? 1
          : faker.helpers.weightedArrayElement([
              { weight: 1, value: 2 },
              { weight: 4, value: 3 },
            ]),
      status: i === 9 ? 2 : 1,
      address:
        lot.type === 1 ? `${community.depName}${lot.name.slice(0, 2)}` : `${community.depName}地库入口`,
      createTime: ctx.daysAgo(faker.number.int({ min: 100, max: 1500 })),
    };
  },
  created: (_ctx, input) => ({ freeSpaces: Number(input.totalSpaces) - Number(input.fixedSpaces ?? 0) }),
};

export const parkVehicle: ResourceSeed = {
  count: 100,
  make(ctx, i) {
    const { faker } = ctx;
    const lot = faker.helpers.arrayElement(ctx.rows('ParkLot').slice(0, -1));
    const electric = faker.datatype.boolean(0.2);
    const cardType = faker.helpers.weightedArrayElement([
      { weight: 6, value: 1 },
      { weight: 3, value: 2 },
      { weight: 1, value: 3 },
    ]);
    const start = faker.number.int({ min: 10, max: 400 });
    const validTo =
      cardType === 3 ? null : shiftedDate(ctx, -start + faker.number.int({ min: 1, max: 12 }) * 30);
    const expired = validTo !== null && validTo < shiftedDate(ctx, 0);
    const drawn = {
      // New-energy plates have six characters after the letter, the first D (electric) or F (hybrid).
      plateNo: electric
        ? plate(faker, i).replace(/^(..)/, `$1${faker.helpers.arrayElement(['D', 'F'])}`)
        : plate(faker, i),
      plateColor: electric ? 3 : faker.datatype.boolean(0.95) ? 1 : 2,
      vehicleType: electric ? 3 : faker.datatype.boolean(0.95) ? 1 : 2,
      brand: `${faker.helpers.arrayElement(BRANDS)} ${faker.helpers.arrayElement(COLOURS)}`,
      ownerName: personName(faker),
      ownerPhone: mobile(faker),
      depId: lot.depId,
      parkLotId: lot.id,
      cardType,
      spaceNo:
        cardType === 2
          ? `${faker.helpers.arrayElement(['A', 'B', 'C'])}-${String(faker.number.int({ min: 1, max: 300 })).padStart(3, '0')}`
          : null,
      validFrom: cardType === 3 ? null : shiftedDate(ctx, -start),
      validTo,
      status: faker.datatype.boolean(0.03) ? 3 : expired ? 2 : 1,
      createTime: ctx.daysAgo(start),
    };
    return { ...drawn, ...ofSeededResident(ctx, i) };
  },
};

/** The first rows are the seeded residents' vehicles, parked in a lot of their community. */
function ofSeededResident(ctx: SeedContext, i: number): Record<string, unknown> {
  const known = seededVehicles(ctx.store)[i];
  if (!known) return {};
  const lot = ctx.rows('ParkLot').find((l) => l.depId === known.owner.depId);
  return {
    plateNo: known.plateNo,
    plateColor: known.plateColor,
    vehicleType: known.plateColor === 3 ? 3 : 1,
    ownerName: known.owner.userName,
    ownerPhone: known.owner.phone,
    depId: known.owner.depId,
    ...(lot ? { parkLotId: lot.id } : {}),
  };
}

const GATES = ['南门入口', '北门入口', '地库入口'];
const EXITS = ['南门出口', '北门出口', '地库出口'];

/** One week of traffic; about a fifth of the cars are still inside. */
export const parkRecord: ResourceSeed = {
  count: 120,
  make(ctx, i) {
    const { faker } = ctx;
    const lots = ctx.rows('ParkLot').slice(0, -1);
    const vehicles = ctx.rows('ParkVehicle');
    const registered = faker.datatype.boolean(0.6) ? faker.helpers.arrayElement(vehicles) : undefined;
    const lot = registered
      ? lots.find((l) => l.id === registered.parkLotId)!
      : faker.helpers.arrayElement(lots);
    const inTime = ctx.daysAgo(faker.number.int({ min: 0, max: 7 }));
    const inside = faker.datatype.boolean(0.2);
    const stay = faker.number.int({ min: 12, max: 720 });
    return {
      plateNo:
        registered?.plateNo ??
        plate(faker, 500 + i, faker.helpers.arrayElement(['粤', '粤', '湘', '桂', '赣'])),
      carType: registered ? registered.cardType : 4,
      parkLotId: lot.id,
      depId: lot.depId,
      inTime,
      inGate: faker.helpers.arrayElement(GATES),
      outTime: inside ? null : plusMinutes(inTime, stay),
      outGate: inside ? null : faker.helpers.arrayElement(EXITS),
      stayMinutes: inside ? null : stay,
      state: inside ? 1 : 2,
    };
  },
};

/** Orders of temporary cars: first 15 minutes free, then 3 元 per hour, 30 元 a day at most. */
export function parkingFee(minutes: number): number {
  if (minutes <= 15) return 0;
  return Math.min(30, Math.ceil(minutes / 60) * 3);
}

export const parkOrder: ResourceSeed = {
  count: 120,
  make(ctx, i) {
    const { faker } = ctx;
    const lot = faker.helpers.arrayElement(ctx.rows('ParkLot').slice(0, -1));
    const inTime = ctx.daysAgo(faker.number.int({ min: 0, max: 30 }));
    const duration = faker.number.int({ min: 5, max: 900 });
    const outTime = plusMinutes(inTime, duration);
    const amount = parkingFee(duration);
    const status =
      amount === 0
        ? 2
        : faker.helpers.weightedArrayElement([
            { weight: 1, value: 1 },
            { weight: 17, value: 2 },
            { weight: 1, value: 3 },
          ]);
    const payMethod = amount === 0 ? 4 : status === 1 ? null : faker.helpers.arrayElement([1, 1, 1, 2, 2, 3]);
    return {
      orderNo: `TC${outTime.slice(0, 16).replace(/[- :]/g, '')}${String(i + 1).padStart(4, '0')}`,
      plateNo: plate(faker, 800 + i, faker.helpers.arrayElement(['粤', '粤', '粤', '湘', '川'])),
      parkLotId: lot.id,
      depId: lot.depId,
      inTime,
      outTime,
      durationMinutes: duration,
      amount: money(amount),
      paidAmount: status === 2 ? money(amount) : 0,
      payMethod,
      status,
      payTime: status === 1 ? null : plusMinutes(outTime, -1),
    };
  },
};
