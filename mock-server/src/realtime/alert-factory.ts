// One realistic alert of a given kind, drawn from an injected (seeded) Faker and community list,
// so the same seed, communities and clock always give the same alert (asyncapi/alerts.yaml). Given
// the data set's residents, the alarms that name someone (体温, 身份证 and 籍贯布控) name one of them —
// preferably one of the alert's community — so the operator finds that person in 住户管理.
import { Faker, base, en, zh_CN } from '@faker-js/faker';
import { BIRTHPLACES } from '../lib/people.js';
import type { AlertType } from './constants.js';
import { alertFrames, type AlertMsgByType } from './frames.js';
import { defaultImageUrl, type ImageUrlBuilder } from './snapshots.js';
import { compactDate, formatDateTime } from './time.js';

/** What the factory needs of a community (the store's CommunityRecord has more). */
export interface AlertCommunity {
  depId: number;
  depName: string;
}

/** A resident an alarm can name. */
export interface AlertPerson {
  userName: string;
  /** 18-digit national ID number */
  cardNo: string;
  depId: number;
}

export interface AlertFactoryContext {
  faker: Faker;
  communities: readonly AlertCommunity[];
  /** the residents the alarms name; none = made-up people */
  people?: readonly AlertPerson[];
  /** the alert's time */
  now: Date;
  /** use this community instead of a random one */
  depId?: number;
  imageUrl?: ImageUrlBuilder;
}

/** A Faker with Chinese data first, seeded; convenience for callers that have none. */
export function createSeededFaker(seed: number): Faker {
  const faker = new Faker({ locale: [zh_CN, en, base] });
  faker.seed(seed);
  return faker;
}

/** Picks the community of a generated record; throws RangeError when there is none to pick. */
export function pickCommunity<C extends AlertCommunity>(
  faker: Faker,
  communities: readonly C[],
  depId?: number,
): C {
  if (depId !== undefined) {
    const found = communities.find((c) => c.depId === depId);
    if (!found) throw new RangeError(`小区 ${depId} 不存在`);
    return found;
  }
  if (!communities.length) throw new RangeError('当前没有小区数据');
  return faker.helpers.arrayElement(communities);
}

const GATES = ['东门', '西门', '南门', '北门'];
const CN_DIGITS = ['一', '二', '三', '四', '五', '六'];

/** Birthplaces with the region codes their ID numbers start with. */
const REGIONS = [
  { code: '440106', place: '广东省广州市天河区', province: '广东省' },
  { code: '440305', place: '广东省深圳市南山区', province: '广东省' },
  { code: '430102', place: '湖南省长沙市芙蓉区', province: '湖南省' },
  { code: '360102', place: '江西省南昌市东湖区', province: '江西省' },
  { code: '450103', place: '广西壮族自治区南宁市青秀区', province: '广西壮族自治区' },
  { code: '510104', place: '四川省成都市锦江区', province: '四川省' },
  { code: '420102', place: '湖北省武汉市江岸区', province: '湖北省' },
  { code: '350203', place: '福建省厦门市思明区', province: '福建省' },
  { code: '410105', place: '河南省郑州市金水区', province: '河南省' },
  { code: '330106', place: '浙江省杭州市西湖区', province: '浙江省' },
  { code: '110105', place: '北京市朝阳区', province: '北京市' },
  { code: '310115', place: '上海市浦东新区', province: '上海市' },
] as const;

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** An 18-digit resident ID number with a valid check character. */
export function idCardNumber(regionCode: string, birth: Date, sequence: number): string {
  const pad = (n: number, w: number): string => String(n).padStart(w, '0');
  const body =
    regionCode +
    `${birth.getUTCFullYear()}${pad(birth.getUTCMonth() + 1, 2)}${pad(birth.getUTCDate(), 2)}` +
    pad(sequence % 1000, 3);
  const sum = [...body].reduce((acc, digit, i) => acc + Number(digit) * ID_WEIGHTS[i]!, 0);
  return body + ID_CHECK[sum % 11]!;
}

const PLATE_PROVINCES = ['粤', '湘', '赣', '桂', '川', '鄂', '闽', '豫', '浙', '京', '沪'];
const PLATE_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
const CAR_CONTROL_TYPES = [
  { controlType: 1, controlTypeName: '黑名单车辆' },
  { controlType: 2, controlTypeName: '被盗抢车辆' },
  { controlType: 3, controlTypeName: '欠费车辆' },
  { controlType: 4, controlTypeName: '重点关注车辆' },
] as const;

function plateNumber(faker: Faker): string {
  const head =
    faker.helpers.arrayElement(PLATE_PROVINCES) +
    faker.string.alpha({ length: 1, casing: 'upper', exclude: ['I', 'O'] });
  // one in five is a green new-energy plate: D/F plus five digits
  if (faker.number.int({ min: 1, max: 5 }) === 1) {
    return head + faker.helpers.arrayElement(['D', 'F']) + faker.string.numeric(5);
  }
  return head + Array.from({ length: 5 }, () => faker.helpers.arrayElement([...PLATE_CHARS])).join('');
}

interface RoomLocation {
  building: string;
  unit: string;
  room: string;
}

/** A plausible building / unit / room below a community. */
export function roomLocation(faker: Faker): RoomLocation {
  const floor = faker.number.int({ min: 1, max: 18 });
  return {
    building: `${faker.number.int({ min: 1, max: 6 })}栋`,
    unit: `${faker.helpers.arrayElement(CN_DIGITS.slice(0, 3))}单元`,
    room: `${floor}0${faker.number.int({ min: 1, max: 4 })}`,
  };
}

type BuilderContext = Required<Omit<AlertFactoryContext, 'depId' | 'people'>> & {
  /** the resident the alarm names, if it names one */
  person?: AlertPerson;
};

type Builders = {
  [K in AlertType]: (ctx: BuilderContext, dep: AlertCommunity) => AlertMsgByType[K];
};

/** Kinds whose alarm names a person. */
const NAMING: ReadonlySet<AlertType> = new Set<AlertType>(['heat', 'id', 'native']);

/** The named resident: one of the alert's community when it has any, else any of them. */
function pickPerson(
  faker: Faker,
  people: readonly AlertPerson[],
  dep: AlertCommunity,
): AlertPerson | undefined {
  if (!people.length) return undefined;
  const local = people.filter((p) => p.depId === dep.depId);
  return faker.helpers.arrayElement(local.length ? local : people);
}

/**
 * The person behind an ID-card or native-place alert (same record shape): the named resident, whose
 * birthplace is the district their ID number encodes, or a made-up one. Draw order is fixed: region,
 * birthday, record id, name, sequence — seeded output depends on it.
 */
function identityPerson(faker: Faker, now: Date, person?: AlertPerson) {
  if (person) {
    const place = BIRTHPLACES.find((b) => b.code === person.cardNo.slice(0, 6));
    return {
      province: place?.provinceName ?? '未知',
      id: faker.number.int({ min: 200000, max: 299999 }),
      ownerName: person.userName,
      cardNo: person.cardNo,
      birthPlace: place?.name ?? '未知',
    };
  }
  const region = faker.helpers.arrayElement(REGIONS);
  const birth = faker.date.birthdate({ mode: 'age', min: 18, max: 75, refDate: now });
  const id = faker.number.int({ min: 200000, max: 299999 });
  const ownerName = faker.person.lastName() + faker.person.firstName();
  const cardNo = idCardNumber(region.code, birth, faker.number.int({ min: 0, max: 999 }));
  return { province: region.province, id, ownerName, cardNo, birthPlace: region.place };
}

const builders: Builders = {
  heat({ faker, now, person }, dep) {
    return alertFrames.heat({
      id: faker.number.int({ min: 100000, max: 199999 }),
      depId: dep.depId,
      depName: dep.depName,
      userName: person?.userName ?? faker.person.lastName() + faker.person.firstName(),
      temperature: faker.number.float({ min: 37.3, max: 39.5, fractionDigits: 1 }),
      healthCodeStatusDesc: faker.helpers.weightedArrayElement([
        { weight: 6, value: '绿码' as const },
        { weight: 2, value: '黄码' as const },
        { weight: 1, value: '红码' as const },
        { weight: 1, value: '未知' as const },
      ]),
      covid19CheckTimeDesc: faker.helpers.arrayElement([
        '24小时内',
        '48小时内',
        '72小时内',
        '7天内',
        '7天以上',
        '无核酸记录',
      ]),
      isNoMask: faker.helpers.arrayElement([0, 1] as const),
      deviceName: `${faker.helpers.arrayElement(GATES)}测温门禁`,
      time: formatDateTime(now),
    });
  },
  id({ faker, now, person }, dep) {
    const { province: _province, id, ...named } = identityPerson(faker, now, person);
    return alertFrames.id({
      id,
      depId: dep.depId,
      depName: dep.depName,
      type: 0,
      ...named,
      controlReason: faker.helpers.arrayElement([
        '在逃人员布控',
        '涉毒人员布控',
        '重点人员关注',
        '失信被执行人',
      ]),
      deviceName: `${faker.number.int({ min: 1, max: 6 })}栋${faker.helpers.arrayElement(CN_DIGITS.slice(0, 3))}单元门口机`,
      time: formatDateTime(now),
    });
  },
  native({ faker, now, person }, dep) {
    const { province, id, ...named } = identityPerson(faker, now, person);
    return alertFrames.native({
      id,
      depId: dep.depId,
      depName: dep.depName,
      type: 1,
      ...named,
      controlReason: `籍贯布控：${province}`,
      deviceName: `${faker.helpers.arrayElement(GATES)}人脸门禁`,
      time: formatDateTime(now),
    });
  },
  stanger({ faker, now, imageUrl }, dep) {
    const id = faker.number.int({ min: 300000, max: 399999 });
    const day = compactDate(now);
    const scenes = faker.number.int({ min: 0, max: 2 });
    const pics: [string, ...string[]] = [
      imageUrl('face', `${day}-${id}`),
      ...Array.from({ length: scenes }, (_, i) => imageUrl('scene', `${day}-${id}-${i + 1}`)),
    ];
    const time = formatDateTime(now);
    return alertFrames.stanger({
      id,
      depId: dep.depId,
      depName: dep.depName,
      pics,
      gender: faker.helpers.arrayElement([0, 1, 2]),
      capTime: time,
      deviceName: `${faker.number.int({ min: 1, max: 6 })}栋大堂人脸抓拍机`,
      snapCount: faker.number.int({ min: 3, max: 12 }),
      time,
    });
  },
  car({ faker, now, imageUrl }, dep) {
    const id = faker.number.int({ min: 400000, max: 499999 });
    const control = faker.helpers.arrayElement(CAR_CONTROL_TYPES);
    return alertFrames.car({
      id,
      depId: dep.depId,
      depName: dep.depName,
      photoUrl: imageUrl('car', `${compactDate(now)}-${id}`),
      carNumber: plateNumber(faker),
      controlType: control.controlType,
      controlTypeName: control.controlTypeName,
      cameraName: `${faker.helpers.arrayElement(GATES)}车行道闸相机`,
      time: formatDateTime(now),
    });
  },
  smoke({ faker, now }, dep) {
    const where = roomLocation(faker);
    const alarm = faker.helpers.weightedArrayElement([
      { weight: 8, value: { alarmType: 1 as const, alarmTypeName: '烟雾报警' } },
      { weight: 1, value: { alarmType: 2 as const, alarmTypeName: '低电量' } },
      { weight: 1, value: { alarmType: 3 as const, alarmTypeName: '防拆报警' } },
    ]);
    return alertFrames.smoke({
      id: faker.number.int({ min: 500000, max: 599999 }),
      depId: dep.depId,
      depName: dep.depName,
      address: `${dep.depName} > ${where.building} > ${where.unit} > ${where.room}`,
      deviceName: `${where.building}${where.unit}${where.room} 烟感`,
      deviceSn: `YG${faker.string.numeric(10)}`,
      ...alarm,
      time: formatDateTime(now),
    });
  },
};

export interface DrawnAlert<T extends AlertType> {
  frame: AlertMsgByType[T];
  /** the resident the alarm names (体温, 身份证 and 籍贯布控 alarms, when residents were given) */
  person?: AlertPerson;
}

/**
 * One alert frame `[event, payload]` of the given kind and the resident it names. Throws RangeError
 * when the community list is empty or `depId` is not in it.
 */
export function drawAlert<T extends AlertType>(type: T, ctx: AlertFactoryContext): DrawnAlert<T> {
  const dep = pickCommunity(ctx.faker, ctx.communities, ctx.depId);
  const person = NAMING.has(type) ? pickPerson(ctx.faker, ctx.people ?? [], dep) : undefined;
  const build: Builders[T] = builders[type];
  const frame = build(
    {
      faker: ctx.faker,
      communities: ctx.communities,
      now: ctx.now,
      imageUrl: ctx.imageUrl ?? defaultImageUrl,
      person,
    },
    dep,
  );
  return person ? { frame, person } : { frame };
}

/** One alert frame `[event, payload]` of the given kind (see drawAlert). */
export function createAlert<T extends AlertType>(type: T, ctx: AlertFactoryContext): AlertMsgByType[T] {
  return drawAlert(type, ctx).frame;
}
