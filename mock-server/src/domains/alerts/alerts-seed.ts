// Seeded alert records of the six alert kinds (01-shell §3 "Alert records"). Each kind draws from its
// own Faker scope; the first records of each kind fall on the current day in the first community
// (dep:1499) so that the pop-up lookups ("today, page 1, limit 1") always find something. The named
// people of the alarms (体温 and 身份证布控) are the data set's seeded residents (住户管理), with their
// ID numbers and the face pictures of their captures.
import type { Faker } from '@faker-js/faker';
import type { components } from '@zhsq/contract/api';
import { defaultImageUrl } from '../../realtime/snapshots.js';
import type { CommunityRecord } from '../../store/communities.js';
import { DAY_MS, MINUTE_MS, formatDateTime, startOfBeijingDay } from '../../store/clock.js';
import { BIRTHPLACES } from '../../lib/people.js';
import { seededResidents, type SeededResident } from '../property/seeds/seeded-residents.js';
import { personFace, vehiclePhoto } from '../security/seeds/faces.js';

type S = components['schemas'];
export type HeatRecord = S['HeatRecord'];
export type EarlyWarningRecord = S['EarlyWarningRecord'];
export type StrangerRecord = S['StrangerRecord'];
export type CarWarningRecord = S['CarWarningRecord'];
export type SmokeAlarmRecord = S['SmokeAlarmRecord'];

/** A record with its time as epoch ms, for filtering and ordering. */
export interface Row<T> {
  at: number;
  row: T;
}

/** First id of each record family; the newest seeded record of a family carries it. */
export const ID_BASE = {
  heat: 100001,
  warning: 200001,
  stranger: 300001,
  car: 400001,
  smoke: 500001,
} as const;
/** Seeded records per family that fall on the current day. */
export const TODAY_COUNT = 4;

function familySize(communityCount: number): number {
  return Math.min(500, Math.max(30, communityCount * 3));
}

/** Times for a family: the first TODAY_COUNT today (newest first), the rest within the last 7 days. */
function seedTimes(faker: Faker, count: number, now: number): number[] {
  const dayStart = startOfBeijingDay(now);
  const span = (now - dayStart) / (TODAY_COUNT + 1);
  return Array.from({ length: count }, (_, i) =>
    i < TODAY_COUNT
      ? Math.floor(now - (i + 1) * span)
      : dayStart - faker.number.int({ min: MINUTE_MS, max: 7 * DAY_MS }),
  );
}

interface SeedInput {
  faker: Faker;
  communities: CommunityRecord[];
  now: number;
}

/** The seeded resident an alarm names (drawn from the family's own Faker). */
const residentOf = (f: Faker, people: readonly SeededResident[]) => f.helpers.arrayElement(people);

interface Place {
  community: CommunityRecord;
  at: number;
  id: number;
  today: boolean;
}

function seedFamily<T>(input: SeedInput, idBase: number, make: (place: Place) => T): Row<T>[] {
  const { faker, communities, now } = input;
  const count = familySize(communities.length);
  const times = seedTimes(faker, count, now);
  const rows = times.map((at, i) => {
    const community = i < TODAY_COUNT ? communities[0]! : faker.helpers.arrayElement(communities);
    return { at, row: make({ community, at, id: idBase + i, today: i < TODAY_COUNT }) };
  });
  return rows.sort((a, b) => b.at - a.at);
}

const HEALTH_CODES = [
  { weight: 80, value: '绿码' as const },
  { weight: 10, value: '黄码' as const },
  { weight: 5, value: '红码' as const },
  { weight: 5, value: '未知' as const },
];
const CHECK_TIMES = ['24小时内', '48小时内', '72小时内', '7天内', '无记录'];
const HEAT_DEVICES = ['1号岗亭测温门禁', '南门测温门禁', '北门测温门禁', '地库入口测温终端'];

function makeHeat(f: Faker, p: Place, people: readonly SeededResident[]): HeatRecord {
  const noMask = f.datatype.boolean(0.3) ? 1 : 0;
  const temperature = noMask
    ? f.number.float({ min: 36.2, max: 37.2, fractionDigits: 1 })
    : f.number.float({ min: 37.3, max: 39.2, fractionDigits: 1 });
  const stranger = f.datatype.boolean(0.1);
  const person = residentOf(f, people);
  return {
    id: p.id,
    depId: p.community.depId,
    depName: p.community.depName,
    userName: stranger ? '陌生人' : person.userName,
    temperature,
    healthCodeStatusDesc: f.helpers.weightedArrayElement(HEALTH_CODES),
    covid19CheckTimeDesc: f.helpers.arrayElement(CHECK_TIMES),
    isNoMask: noMask,
    isHandler: p.today || f.datatype.boolean(0.3) ? 0 : 1,
    deviceName: f.helpers.arrayElement(HEAT_DEVICES),
    photoUrl: stranger ? defaultImageUrl('face', `heat-${p.id}`) : personFace(person.cardNo),
    captureTime: formatDateTime(new Date(p.at)),
  };
}

const ID_DEVICES = ['南门人证核验终端', '北门人脸门禁', '1栋大堂人脸门禁', '地库电梯厅人脸门禁'];
const ID_REASONS = ['身份证布控名单', '在逃人员布控', '重点关注人员'];

function makeWarning(f: Faker, p: Place, type: 0 | 1, people: readonly SeededResident[]): EarlyWarningRecord {
  const person = residentOf(f, people);
  const place = BIRTHPLACES.find((b) => b.code === person.cardNo.slice(0, 6)) ?? BIRTHPLACES[0]!;
  return {
    id: p.id,
    depId: p.community.depId,
    depName: p.community.depName,
    type,
    ownerName: person.userName,
    cardNo: person.cardNo,
    birthPlace: place.name,
    controlReason: type === 0 ? f.helpers.arrayElement(ID_REASONS) : `籍贯布控：${place.provinceName}`,
    deviceName: f.helpers.arrayElement(ID_DEVICES),
    photoUrl: personFace(person.cardNo),
    warnTime: formatDateTime(new Date(p.at)),
  };
}

const SNAP_DEVICES = ['1栋大堂人脸抓拍机', '2栋大堂人脸抓拍机', '南门人脸抓拍机', '地库入口人脸抓拍机'];

function makeStranger(f: Faker, p: Place): StrangerRecord {
  return {
    id: p.id,
    depId: p.community.depId,
    depName: p.community.depName,
    pics: [defaultImageUrl('face', `stranger-${p.id}`), defaultImageUrl('scene', `stranger-${p.id}`)],
    gender: f.helpers.weightedArrayElement([
      { weight: 5, value: 1 },
      { weight: 4, value: 2 },
      { weight: 1, value: 0 },
    ]),
    capTime: formatDateTime(new Date(p.at)),
    deviceName: f.helpers.arrayElement(SNAP_DEVICES),
    snapCount: f.number.int({ min: 1, max: 8 }),
  };
}

const CONTROL_TYPES = { 1: '黑名单车辆', 2: '被盗抢车辆', 3: '欠费车辆', 4: '重点关注车辆' } as const;
const PLATE_PROVINCES = ['粤', '京', '沪', '浙', '川', '湘', '鄂', '闽'];
const PLATE_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
const GATES = ['北门', '南门', '东门', '西门', '地库'];

function plateNumber(f: Faker): string {
  const letter = f.helpers.arrayElement([...'ABCDEFGH']);
  const tail = Array.from({ length: 5 }, () => f.helpers.arrayElement([...PLATE_CHARS])).join('');
  return `${f.helpers.arrayElement(PLATE_PROVINCES)}${letter}${tail}`;
}

function makeCar(f: Faker, p: Place): CarWarningRecord {
  const controlType = f.helpers.weightedArrayElement([
    { weight: 4, value: 1 as const },
    { weight: 1, value: 2 as const },
    { weight: 3, value: 3 as const },
    { weight: 2, value: 4 as const },
  ]);
  const carNumber = plateNumber(f);
  return {
    id: p.id,
    depId: p.community.depId,
    depName: p.community.depName,
    photoUrl: vehiclePhoto(`car-${p.id}`, carNumber),
    carNumber,
    controlType,
    controlTypeName: CONTROL_TYPES[controlType],
    cameraName: `${f.helpers.arrayElement(GATES)}${f.helpers.arrayElement(['入口', '出口'])}车牌识别`,
    warnTime: formatDateTime(new Date(p.at)),
  };
}

const ALARM_TYPES = { 1: '烟雾报警', 2: '低电量', 3: '防拆报警' } as const;
export const HANDLE_RESULTS = { 1: '真实火情', 2: '误报', 3: '设备测试', 4: '其他' } as const;
const SMOKE_DEVICES = ['独立式光电烟感', 'NB-IoT 烟感探测器', '无线烟雾报警器'];
const CN_DIGITS = ['一', '二', '三'];
const HANDLERS = ['系统管理员', '李晓梅', '物业值班员'];
const REMARKS = {
  1: '已通知消防并疏散住户',
  2: '住户做饭油烟触发，已上门确认',
  3: '物业例行测试',
  4: '设备已更换电池',
} as const;

function makeSmoke(f: Faker, p: Place, now: number): SmokeAlarmRecord {
  const room = `${f.number.int({ min: 1, max: 6 })}栋 > ${f.helpers.arrayElement(CN_DIGITS)}单元 > ${f.number.int({ min: 1, max: 18 })}0${f.number.int({ min: 1, max: 4 })}`;
  const alarmType = f.helpers.weightedArrayElement([
    { weight: 7, value: 1 as const },
    { weight: 2, value: 2 as const },
    { weight: 1, value: 3 as const },
  ]);
  const handled = !p.today && f.datatype.boolean(0.7);
  const result = f.helpers.arrayElement([1, 2, 2, 2, 3, 4] as const);
  return {
    id: p.id,
    depId: p.community.depId,
    depName: p.community.depName,
    address: `${p.community.depName} > ${room}`,
    deviceSn: `YG${f.string.numeric(10)}`,
    deviceName: f.helpers.arrayElement(SMOKE_DEVICES),
    alarmType,
    alarmTypeName: ALARM_TYPES[alarmType],
    alarmTime: formatDateTime(new Date(p.at)),
    handleStatus: handled ? 1 : 0,
    handleResult: handled ? result : null,
    handleRemark: handled ? REMARKS[result] : null,
    handleTime: handled
      ? formatDateTime(new Date(Math.min(now, p.at + f.number.int({ min: 5, max: 120 }) * MINUTE_MS)))
      : null,
    handleUserName: handled ? f.helpers.arrayElement(HANDLERS) : null,
  };
}

export interface AlertSeed {
  heat: Row<HeatRecord>[];
  warnings: Row<EarlyWarningRecord>[];
  strangers: Row<StrangerRecord>[];
  cars: Row<CarWarningRecord>[];
  smoke: Row<SmokeAlarmRecord>[];
}

export function seedAlerts(
  fakerFor: (scope: string) => Faker,
  communities: CommunityRecord[],
  now: number,
): AlertSeed {
  const input = (scope: string): SeedInput => ({ faker: fakerFor(scope), communities, now });
  const people = seededResidents({ faker: fakerFor, communities, createdAt: new Date(now) });
  const family = <T>(scope: string, base: number, make: (f: Faker, p: Place) => T) => {
    const inp = input(scope);
    return seedFamily(inp, base, (p) => make(inp.faker, p));
  };
  return {
    heat: family('alerts:heat', ID_BASE.heat, (f, p) => makeHeat(f, p, people)),
    warnings: family('alerts:warning', ID_BASE.warning, (f, p) =>
      makeWarning(f, p, p.id % 2 === 1 ? 0 : 1, people),
    ),
    strangers: family('alerts:stranger', ID_BASE.stranger, makeStranger),
    cars: family('alerts:car', ID_BASE.car, makeCar),
    smoke: family('alerts:smoke', ID_BASE.smoke, (f, p) => makeSmoke(f, p, now)),
  };
}
