// 门口机: mostly unit entrances, some community gates; about one in eight offline.
import type { ResourceSeed } from '#mock/resources/types.js';

const MODELS = ['ZH-DM8', 'ZH-DM10', 'ZH-DM7S', 'ZH-GT3'];

export const doorDevice: ResourceSeed = {
  count: 60,
  make(ctx) {
    const { faker } = ctx;
    const place = ctx.place();
    const position = faker.helpers.weightedArrayElement([
      { weight: 6, value: 2 },
      { weight: 2, value: 1 },
      { weight: 1, value: 3 },
    ]);
    const online = faker.datatype.boolean(0.88) ? 1 : 0;
    const building = ctx.store.hierarchy.buildingById(place.buildingId)!;
    const unit = ctx.store.hierarchy.unitById(place.unitId)!;
    const name =
      position === 2
        ? `${building.buildingName}${unit.unitName}门口机`
        : position === 1
          ? `${faker.helpers.arrayElement(['东', '南', '西', '北'])}大门门口机`
          : `围墙机${faker.number.int({ min: 1, max: 9 })}号`;
    return {
      name,
      serial: `DM${faker.string.numeric(8)}${faker.string.alphanumeric({ length: 4, casing: 'upper' })}`,
      depId: place.depId,
      buildingId: position === 2 ? place.buildingId : null,
      unitId: position === 2 ? place.unitId : null,
      position,
      model: faker.helpers.arrayElement(MODELS),
      ip: `192.168.${faker.number.int({ min: 1, max: 30 })}.${faker.number.int({ min: 2, max: 250 })}`,
      firmware: `V3.${faker.number.int({ min: 0, max: 4 })}.${faker.number.int({ min: 0, max: 9 })}`,
      online,
      lastHeartbeat: online ? ctx.daysAgo(0) : ctx.daysAgo(faker.number.int({ min: 1, max: 20 })),
      remark:
        faker.helpers.maybe(
          () => faker.helpers.arrayElement(['靠近岗亭', '夜间补光已开启', '门禁卡与人脸双模式']),
          {
            probability: 0.2,
          },
        ) ?? null,
      createTime: ctx.daysAgo(faker.number.int({ min: 30, max: 700 })),
    };
  },
  created: () => ({ online: 0, firmware: null, lastHeartbeat: null }),
};
