// 公区预警 seeds: 门禁告警, 井盖告警, 标签预警, 陌生人超限预警, 未开门预警. Older alarms are mostly
// handled; the newest ten of each are not (the handling journeys and the contract example use them).
import type { ResourceSeed } from '#mock/resources/types.js';
import {
  GATES,
  handling,
  idCard,
  mobile,
  personName,
  photo,
  placeOf,
  poolOf,
  shiftTime,
  timeOf,
  unitDoor,
} from './common.js';
import { TAGS_WITH_WARNINGS } from './control.js';

/** The newest alarms of each kind stay unhandled. */
const FRESH = 10;

const DOOR_ALARMS: Record<number, { level: number; content: string }> = {
  1: { level: 1, content: '开门后超过 120 秒未关闭' },
  2: { level: 3, content: '未授权情况下门被强行打开' },
  3: { level: 2, content: '设备外壳被拆动' },
  4: { level: 3, content: '使用胁迫密码开门' },
  5: { level: 1, content: '连续 3 次刷未授权卡' },
};
const DOOR_ALARM_COUNT = 60;

export const doorAlarm: ResourceSeed = {
  count: DOOR_ALARM_COUNT,
  make(ctx, i) {
    const { faker: f, store } = ctx;
    const place = placeOf(ctx, i);
    const atGate = f.datatype.boolean(0.25);
    const alarmType = f.helpers.weightedArrayElement([
      { weight: 6, value: 1 },
      { weight: 2, value: 2 },
      { weight: 1, value: 3 },
      { weight: 1, value: 4 },
      { weight: 3, value: 5 },
    ]);
    const alarmTime = timeOf(ctx, 'DoorAlarm', i, DOOR_ALARM_COUNT, 14);
    const alarm = DOOR_ALARMS[alarmType]!;
    return {
      ...(atGate
        ? {
            deviceName: `${f.helpers.arrayElement(GATES)}门禁`,
            deviceSn: `MJ${place.depId}${f.number.int({ min: 1, max: 4 })}`,
          }
        : unitDoor(store, place.unitId)),
      depId: place.depId,
      buildingId: atGate ? null : place.buildingId,
      unitId: atGate ? null : place.unitId,
      alarmType,
      alarmLevel: alarm.level,
      alarmContent: alarm.content,
      alarmTime,
      ...handling(f, ctx, alarmTime, i >= DOOR_ALARM_COUNT - FRESH),
    };
  },
};

const COVER_NAMES = ['雨水井', '污水井', '电力井', '通信井'];
const MANHOLE_COUNT = 40;

export const manholeAlarm: ResourceSeed = {
  count: MANHOLE_COUNT,
  make(ctx, i) {
    const { faker: f, store } = ctx;
    const place = ctx.place(6);
    const building = store.hierarchy.buildingById(place.buildingId)!;
    const coverType = f.helpers.weightedArrayElement([
      { weight: 4, value: 1 },
      { weight: 3, value: 2 },
      { weight: 2, value: 3 },
      { weight: 1, value: 4 },
    ]);
    const side = f.helpers.arrayElement(['东侧', '南侧', '西侧', '北侧']);
    const alarmType = f.helpers.weightedArrayElement([
      { weight: 3, value: 1 },
      { weight: 3, value: 2 },
      { weight: 2, value: 3 },
      { weight: 2, value: 4 },
      { weight: 1, value: 5 },
    ]);
    const values: Record<number, string | null> = {
      1: '开启角度 45°',
      2: `倾角 ${f.number.int({ min: 15, max: 60 })}°`,
      3: `水位 ${f.number.float({ min: 0.6, max: 1.4, fractionDigits: 2 })}m`,
      4: `电量 ${f.number.int({ min: 3, max: 15 })}%`,
      5: null,
    };
    const alarmTime = timeOf(ctx, 'ManholeAlarm', i, MANHOLE_COUNT, 30);
    return {
      deviceName: `${building.buildingName}${side}${COVER_NAMES[coverType - 1]}井盖`,
      deviceSn: `JG${place.buildingId}${coverType}`,
      depId: place.depId,
      location: `${building.buildingName}${side}绿化带${COVER_NAMES[coverType - 1]}`,
      coverType,
      alarmType,
      alarmValue: values[alarmType],
      alarmTime,
      ...handling(f, ctx, alarmTime, i >= MANHOLE_COUNT - FRESH),
    };
  },
};

const TAG_WARNING_COUNT = 60;

export const tagWarning: ResourceSeed = {
  count: TAG_WARNING_COUNT,
  make(ctx, i) {
    const { faker: f, store } = ctx;
    const tags = ctx.rows('TagControl').slice(0, TAGS_WITH_WARNINGS);
    const tag = f.helpers.arrayElement(tags);
    const person = f.helpers.arrayElement(poolOf(store).people);
    const pooled = f.datatype.boolean(0.5);
    const depId = tag.depId ? Number(tag.depId) : pooled ? person.depId : ctx.place(4).depId;
    const warnTime = timeOf(ctx, 'TagWarning', i, TAG_WARNING_COUNT, 10);
    return {
      photoUrl: photo('face', `tag-${i + 1}`),
      personName: pooled ? person.name : personName(f),
      idCardNo: pooled ? person.idCardNo : idCard(f),
      tagControlId: tag.id,
      depId,
      deviceName: `${f.helpers.arrayElement(GATES)}人脸抓拍机`,
      warnTime,
      ...handling(f, ctx, warnTime, i >= TAG_WARNING_COUNT - FRESH),
    };
  },
};

const STRANGER_COUNT = 40;

export const strangerOverLimit: ResourceSeed = {
  count: STRANGER_COUNT,
  make(ctx, i) {
    const { faker: f } = ctx;
    const threshold = f.helpers.arrayElement([5, 5, 8, 10]);
    const lastSnapTime = timeOf(ctx, 'StrangerOverLimit', i, STRANGER_COUNT, 14);
    const firstSnapTime = shiftTime(lastSnapTime, -f.number.int({ min: 40, max: 420 }));
    return {
      facePhotoUrl: photo('face', `over-${i + 1}`),
      depId: ctx.place(6).depId,
      gender: f.helpers.weightedArrayElement([
        { weight: 6, value: 1 },
        { weight: 3, value: 2 },
        { weight: 1, value: 0 },
      ]),
      snapCount: threshold + f.number.int({ min: 0, max: 9 }),
      threshold,
      lastDeviceName: `${f.helpers.arrayElement(GATES)}人脸抓拍机`,
      // The first capture of the day: never before that day's midnight.
      firstSnapTime:
        firstSnapTime.slice(0, 10) === lastSnapTime.slice(0, 10)
          ? firstSnapTime
          : `${lastSnapTime.slice(0, 10)} 00:05:00`,
      lastSnapTime,
      ...handling(f, ctx, lastSnapTime, i >= STRANGER_COUNT - FRESH),
    };
  },
};

const GO_AWAY_COUNT = 30;

export const goAwayWarning: ResourceSeed = {
  count: GO_AWAY_COUNT,
  make(ctx, i) {
    const { faker: f } = ctx;
    const place = placeOf(ctx, i);
    const threshold = f.helpers.arrayElement([2, 2, 3]);
    const days = threshold + f.number.int({ min: 0, max: 4 });
    const warnTime = timeOf(ctx, 'GoAwayWarning', i, GO_AWAY_COUNT, 14);
    return {
      personName: personName(f),
      careType: f.helpers.weightedArrayElement([
        { weight: 5, value: 1 },
        { weight: 3, value: 2 },
        { weight: 1, value: 3 },
        { weight: 1, value: 4 },
      ]),
      phone: mobile(f),
      guardianPhone: f.datatype.boolean(0.7) ? mobile(f) : null,
      depId: place.depId,
      buildingId: place.buildingId,
      unitId: place.unitId,
      roomId: place.roomId,
      lastOpenTime: shiftTime(warnTime, -days * 1440 - f.number.int({ min: 0, max: 600 })),
      days,
      threshold,
      warnTime,
      ...handling(f, ctx, warnTime, i >= GO_AWAY_COUNT - FRESH),
    };
  },
};
