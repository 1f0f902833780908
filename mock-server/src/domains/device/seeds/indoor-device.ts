// 室内机: one per room in units that have a door unit; most are linked to that unit's door device.
// Door device 1 stays unlinked, so the contract's delete example for it is not blocked.
import type { ResourceSeed } from '#mock/resources/types.js';
import { addedOffline, firmwareOf, installedAt, lanIp, liveness, serialOf, unitLabel } from './common.js';

const MODELS = ['ZH-IN7', 'ZH-IN10', 'ZH-IN7S'];

export const indoorDevice: ResourceSeed = {
  count: 90,
  make(ctx, i) {
    const { faker } = ctx;
    const doors = ctx.rows('DoorDevice').filter((d) => d.unitId !== null && d.id !== 1);
    const door = doors[i % doors.length]!;
    const unitId = Number(door.unitId);
    const room = faker.helpers.arrayElement(ctx.store.hierarchy.roomsOf(unitId));
    const linked = faker.datatype.boolean(0.9);
    return {
      name: `${unitLabel(ctx, unitId)}${room.roomNumber}室内机`,
      serial: serialOf(faker, 'SN'),
      depId: door.depId,
      buildingId: door.buildingId,
      unitId,
      roomId: room.roomNumberId,
      doorDeviceId: linked ? door.id : null,
      model: faker.helpers.arrayElement(MODELS),
      ip: lanIp(faker, 10 + (i % 20)),
      callTransfer: faker.datatype.boolean(0.4) ? 1 : 0,
      firmware: firmwareOf(faker, 2),
      ...liveness(ctx, 0.15),
      remark:
        faker.helpers.maybe(() => faker.helpers.arrayElement(['业主自购升级款', '已开通手机呼叫转移']), {
          probability: 0.1,
        }) ?? null,
      createTime: installedAt(ctx),
    };
  },
  created: addedOffline,
};
