// Shared pieces of the 安防监控 seeds: record times that grow with the id (the lists' default order is
// id descending, so the newest record comes first), a pool of people and vehicles that the access,
// snapshot and warning records share (so that 轨迹追踪 finds one person in several places), device
// names, and the handling fields of the alarm records.
import type { Faker } from '@faker-js/faker';
import { defaultImageUrl, type SnapshotKind } from '#mock/realtime/snapshots.js';
import { DAY_MS, formatDateTime, startOfBeijingDay } from '#mock/store/clock.js';
import { BIRTHPLACES, idCardNo, personName } from '#mock/lib/people.js';
import type { Store } from '#mock/domains/store.js';
import type { Place, SeedContext } from '#mock/resources/types.js';
import type { ResidentTypeLabel } from '../../property/seeds/resident-types.js';
import { seededResidents } from '../../property/seeds/seeded-residents.js';
import { seededVehicles } from '../../parking/seeds/seeded-vehicles.js';

export { personName };

/** Relative weight of each hour of the day: people come and go around 7–9, 12 and 17–20. */
const HOUR_WEIGHTS = [1, 1, 1, 1, 1, 2, 4, 9, 10, 6, 5, 5, 7, 5, 4, 4, 5, 8, 10, 8, 6, 4, 3, 2];

const timelines = new WeakMap<Store, Map<string, string[]>>();

/**
 * The `index`-th of `count` record times over the last `days` days (today included), oldest first,
 * hours weighted like real traffic. Times are drawn once per resource and store, then sorted, so a
 * higher id is never older. `key` names the resource (each gets its own sequence).
 */
export function timeOf(ctx: SeedContext, key: string, index: number, count: number, days: number): string {
  let byKey = timelines.get(ctx.store);
  if (!byKey) timelines.set(ctx.store, (byKey = new Map()));
  let times = byKey.get(key);
  if (!times) {
    const now = ctx.store.now().getTime();
    const f = ctx.store.faker(`security:times:${key}`);
    const stamps = Array.from({ length: count }, () => {
      for (;;) {
        const day = f.number.int({ min: 0, max: days - 1 });
        const hour = f.helpers.weightedArrayElement(HOUR_WEIGHTS.map((weight, value) => ({ weight, value })));
        const at =
          startOfBeijingDay(now) - day * DAY_MS + hour * 3_600_000 + f.number.int({ min: 0, max: 3_599_999 });
        if (at < now) return at;
      }
    }).sort((a, b) => a - b);
    times = stamps.map((at) => formatDateTime(new Date(at)));
    byKey.set(key, times);
  }
  return times[index]!;
}

/** `text` (yyyy-MM-dd HH:mm:ss, Beijing) moved by `minutes`. */
export function shiftTime(text: string, minutes: number): string {
  const at = Date.parse(`${text.replace(' ', 'T')}+08:00`) + minutes * 60_000;
  return formatDateTime(new Date(at));
}

export const nowText = (ctx: SeedContext) => formatDateTime(ctx.store.now());

export const photo = (kind: SnapshotKind, name: string) => defaultImageUrl(kind, name);

export function mobile(f: Faker): string {
  return `1${f.helpers.arrayElement(['3', '5', '7', '8', '9'])}${f.string.numeric(9)}`;
}

/** A resident ID number of a seeded birthplace. */
export function idCard(f: Faker): string {
  return idCardNo(f, f.helpers.arrayElement(BIRTHPLACES));
}

export function ageRangeOf(idCardNo: string, now: Date): string {
  const age = now.getFullYear() - Number(idCardNo.slice(6, 10));
  const low = Math.min(70, Math.max(10, Math.floor(age / 10) * 10));
  return `${low}-${low + 10}岁`;
}

/** Gender from the 17th digit of an ID number: odd male (1), even female (2). */
export const genderOf = (idCardNo: string) => (Number(idCardNo[16]) % 2 === 1 ? 1 : 2);

const PROVINCE_PLATES = ['粤A', '粤B', '粤A', '粤S', '京N', '沪A', '浙A', '川A'];
const PLATE_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';

/** A licence plate: 粤A·5K2L9; green new-energy plates carry D (electric) or F (hybrid) and five digits. */
export function plate(f: Faker, green = false): string {
  const tail = green
    ? `${f.helpers.arrayElement(['D', 'D', 'F'])}${f.string.numeric(5)}`
    : Array.from({ length: 5 }, () => f.helpers.arrayElement([...PLATE_CHARS])).join('');
  return `${f.helpers.arrayElement(PROVINCE_PLATES)}·${tail}`;
}

export interface PoolPerson {
  name: string;
  idCardNo: string;
  gender: 1 | 2;
  /** 1 业主 2 家属 3 租客 5 物业人员 (visitors are made per record) */
  personType: 1 | 2 | 3 | 5;
  depId: number;
  buildingId: number;
  unitId: number;
  roomNumber: string;
}

export interface PoolVehicle {
  carNumber: string;
  plateColor: 1 | 3;
  /** 1 业主车辆 2 月租车辆 */
  carCategory: 1 | 2;
  ownerName: string;
  depId: number;
}

const pools = new WeakMap<Store, { people: PoolPerson[]; vehicles: PoolVehicle[] }>();

/** 住户类型 of 住户管理 as the security records' person type (1 业主 2 家属 3 租客). */
const PERSON_TYPES: Record<ResidentTypeLabel, PoolPerson['personType']> = {
  业主: 1,
  家属: 2,
  租客: 3,
  临时客人: 3,
  代理人: 2,
};

/**
 * The people of the security records are the data set's seeded residents (住户管理, with their ID
 * numbers, so 人员查询 and 轨迹追踪 find them), the vehicles theirs (车辆管理's first rows).
 */
export function poolOf(store: Store): { people: PoolPerson[]; vehicles: PoolVehicle[] } {
  let pool = pools.get(store);
  if (pool) return pool;
  const people = seededResidents(store).map((r): PoolPerson => ({
    name: r.userName,
    idCardNo: r.cardNo,
    gender: genderOf(r.cardNo),
    personType: PERSON_TYPES[r.userType],
    depId: r.depId,
    buildingId: r.buildingId,
    unitId: r.unitId,
    roomNumber: r.roomNumber,
  }));
  const vehicles = seededVehicles(store).map((v): PoolVehicle => ({
    carNumber: v.plateNo,
    plateColor: v.plateColor,
    carCategory: v.owner.userType === '租客' ? 2 : 1,
    ownerName: v.owner.userName,
    depId: v.owner.depId,
  }));
  pool = { people, vehicles };
  pools.set(store, pool);
  return pool;
}

/** The door unit of a unit entrance: "3栋二单元门口机" and its serial. */
export function unitDoor(store: Store, unitId: number): { deviceName: string; deviceSn: string } {
  const unit = store.hierarchy.unitById(unitId)!;
  const building = store.hierarchy.buildingById(unit.buildingId)!;
  return { deviceName: `${building.buildingName}${unit.unitName}门口机`, deviceSn: `DM${unitId}` };
}

export const GATES = ['东门', '南门', '西门', '北门'];

/**
 * Where the `slot`-th record lives: every third in the first community (the tree's first node, which
 * lists without 全部小区 open on), the rest spread over the first six.
 */
export function placeOf(ctx: SeedContext, slot: number): Place {
  return ctx.place(slot % 3 === 0 ? 1 : 6);
}

/** Handling fields of an alarm: older alarms are mostly handled, the newest never. */
export function handling(f: Faker, ctx: SeedContext, at: string, fresh: boolean): Record<string, unknown> {
  if (fresh || !f.datatype.boolean(0.75)) {
    return {
      handleStatus: 0,
      handleResult: null,
      handleRemark: null,
      handleUserName: null,
      handleTime: null,
    };
  }
  const result = f.helpers.weightedArrayElement([
    { weight: 6, value: 1 },
    { weight: 3, value: 2 },
    { weight: 1, value: 3 },
    { weight: 1, value: 4 },
  ]);
  const handleTime = shiftTime(at, f.number.int({ min: 5, max: 180 }));
  return {
    handleStatus: 1,
    handleResult: result,
    handleRemark: f.helpers.arrayElement(REMARKS[result]!),
    handleUserName: personName(f),
    handleTime: handleTime < nowText(ctx) ? handleTime : nowText(ctx),
  };
}

const REMARKS: Record<number, string[]> = {
  1: ['保安已到场处置', '已电话联系住户确认', '已通知维修人员处理', '现场已恢复正常'],
  2: ['现场核实为误报', '住户误操作触发', '传感器受干扰误报'],
  3: ['设备调试测试', '安装调试期间测试报警'],
  4: ['已转交社区民警跟进', '已登记，持续关注'],
};
