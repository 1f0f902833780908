// 出入管理 seeds: 出入记录, 访客记录, MAC记录. People of the shared pool come and go through their own
// unit's door or a community gate; visitors and staff are made per record.
import type { ResourceSeed } from '#mock/resources/types.js';
import {
  GATES,
  idCard,
  mobile,
  nowText,
  personName,
  photo,
  plate,
  poolOf,
  shiftTime,
  timeOf,
  unitDoor,
} from './common.js';

const IN_OUT_COUNT = 120;

export const inOutRecord: ResourceSeed = {
  count: IN_OUT_COUNT,
  make(ctx, i) {
    const { faker: f, store } = ctx;
    const kind = f.helpers.weightedArrayElement([
      { weight: 8, value: 'resident' as const },
      { weight: 2, value: 'visitor' as const },
      { weight: 1, value: 'staff' as const },
    ]);
    const person = f.helpers.arrayElement(poolOf(store).people);
    const place = kind === 'resident' ? person : { ...ctx.place(4), roomNumber: '' };
    const atGate = kind !== 'resident' || f.datatype.boolean(0.3);
    const door = atGate
      ? {
          deviceName: `${f.helpers.arrayElement(GATES)}人行闸机`,
          deviceSn: `ZJ${place.depId}${f.number.int({ min: 1, max: 4 })}`,
        }
      : unitDoor(store, place.unitId);
    const openType =
      kind === 'visitor'
        ? f.helpers.arrayElement([4, 5])
        : f.helpers.weightedArrayElement([
            { weight: 3, value: 1 },
            { weight: 5, value: 2 },
            { weight: 1, value: 3 },
            { weight: 1, value: 4 },
          ]);
    return {
      personName: kind === 'resident' ? person.name : personName(f),
      personType: kind === 'resident' ? person.personType : kind === 'visitor' ? 4 : 5,
      depId: place.depId,
      buildingId: atGate ? null : place.buildingId,
      unitId: atGate ? null : place.unitId,
      roomNumber: kind === 'resident' ? person.roomNumber : null,
      direction: f.helpers.arrayElement([1, 2]),
      openType,
      cardNo: openType === 1 ? f.string.numeric(10) : null,
      ...door,
      snapPhotoUrl: openType === 2 || f.datatype.boolean(0.5) ? photo('inout', `io-${i + 1}`) : null,
      recordTime: timeOf(ctx, 'InOutRecord', i, IN_OUT_COUNT, 7),
    };
  },
};

const GUEST_COUNT = 60;
const REASONS = [
  { weight: 6, value: 1 },
  { weight: 3, value: 2 },
  { weight: 2, value: 3 },
  { weight: 1, value: 4 },
  { weight: 1, value: 5 },
];

export const guestRecord: ResourceSeed = {
  count: GUEST_COUNT,
  make(ctx, i) {
    const { faker: f, store } = ctx;
    const host = f.helpers.arrayElement(poolOf(store).people);
    const building = store.hierarchy.buildingById(host.buildingId)!;
    const unit = store.hierarchy.unitById(host.unitId)!;
    const visitTime = timeOf(ctx, 'GuestRecord', i, GUEST_COUNT, 10);
    const now = nowText(ctx);
    const expired = f.datatype.boolean(0.1);
    const arriveTime = expired ? null : shiftTime(visitTime, f.number.int({ min: -10, max: 25 }));
    const leaveTime = arriveTime && shiftTime(arriveTime, f.number.int({ min: 20, max: 240 }));
    const arrived = arriveTime !== null && arriveTime < now;
    const left = arrived && leaveTime !== null && leaveTime < now;
    return {
      visitorName: personName(f),
      visitorPhone: mobile(f),
      idCardNo: f.datatype.boolean(0.5) ? idCard(f) : null,
      visitReason: f.helpers.weightedArrayElement(REASONS),
      depId: host.depId,
      hostName: host.name,
      hostAddress: `${building.buildingName}${unit.unitName}${host.roomNumber}`,
      passType: f.helpers.weightedArrayElement([
        { weight: 5, value: 1 },
        { weight: 2, value: 2 },
        { weight: 2, value: 3 },
      ]),
      carNumber: f.datatype.boolean(0.25) ? plate(f) : null,
      status: expired ? 4 : left ? 3 : arrived ? 2 : 1,
      visitTime,
      arriveTime: arrived ? arriveTime : null,
      leaveTime: left ? leaveTime : null,
    };
  },
};

const MAC_COUNT = 80;
/** Organisationally unique identifiers (first three octets) of phone makers. */
const OUIS: Record<string, string[]> = {
  华为: ['3C:2E:F9', '48:DB:50', '00:E0:FC'],
  苹果: ['F0:18:98', 'A4:83:E7', '3C:22:FB'],
  小米: ['64:09:80', '28:6C:07'],
  OPPO: ['A4:3D:78', '2C:5B:B8'],
  vivo: ['E4:5A:A2', '50:29:F5'],
};

export const macRecord: ResourceSeed = {
  count: MAC_COUNT,
  make(ctx, i) {
    const { faker: f, store } = ctx;
    const known = f.datatype.boolean(0.45);
    const person = f.helpers.arrayElement(poolOf(store).people);
    const place = known ? person : ctx.place(4);
    const brand = f.helpers.maybe(() => f.helpers.objectKey(OUIS), { probability: 0.85 });
    const oui = brand
      ? f.helpers.arrayElement(OUIS[brand]!)
      : `${f.string.hexadecimal({ length: 2, casing: 'upper', prefix: '' })}:${f.string.hexadecimal({ length: 2, casing: 'upper', prefix: '' })}:${f.string.hexadecimal({ length: 2, casing: 'upper', prefix: '' })}`;
    const tail = Array.from({ length: 3 }, () =>
      f.string.hexadecimal({ length: 2, casing: 'upper', prefix: '' }),
    ).join(':');
    return {
      macAddress: `${oui}:${tail}`,
      brand: brand ?? null,
      signalStrength: f.number.int({ min: -92, max: -38 }),
      depId: place.depId,
      buildingId: place.buildingId,
      unitId: place.unitId,
      ...unitDoor(store, place.unitId),
      personName: known ? person.name : null,
      appearCount: f.number.int({ min: 1, max: 9 }),
      captureTime: timeOf(ctx, 'MacRecord', i, MAC_COUNT, 7),
    };
  },
};
