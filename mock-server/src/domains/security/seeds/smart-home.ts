// 智能家居告警 seed: fifteen alarms of each of the eight types, in rooms of the first communities.
import type { Faker } from '@faker-js/faker';
import type { ResourceSeed } from '#mock/resources/types.js';
import { handling, mobile, personName, placeOf, timeOf } from './common.js';

interface AlarmKind {
  device: string[];
  value(f: Faker): string | null;
  content: string[];
}

/** By alarmType 1–8: 水浸, 温度, 湿度, 门磁, 燃气, 红外, 紧急按钮, 家庭烟感. */
const KINDS: Record<number, AlarmKind> = {
  1: {
    device: ['厨房水浸传感器', '卫生间水浸传感器'],
    value: () => null,
    content: ['地面检测到积水', '水浸传感器持续报警'],
  },
  2: {
    device: ['客厅温度传感器', '厨房温度传感器'],
    value: (f) => `${f.number.float({ min: 45, max: 68, fractionDigits: 1 })}℃`,
    content: ['室内温度超过上限 45℃', '温度快速上升'],
  },
  3: {
    device: ['卫生间湿度传感器', '储藏室湿度传感器'],
    value: (f) => `${f.number.int({ min: 90, max: 99 })}%RH`,
    content: ['湿度超过上限 90%RH', '持续高湿'],
  },
  4: {
    device: ['入户门门磁', '阳台窗门磁'],
    value: () => null,
    content: ['布防期间门被打开', '门窗异常开启'],
  },
  5: {
    device: ['厨房燃气探测器'],
    value: (f) => `${f.number.int({ min: 8, max: 35 })}%LEL`,
    content: ['燃气浓度超标', '检测到燃气泄漏'],
  },
  6: { device: ['客厅红外探测器', '阳台红外探测器'], value: () => null, content: ['布防期间检测到人体移动'] },
  7: { device: ['卧室紧急按钮', '卫生间紧急按钮'], value: () => null, content: ['住户按下紧急求助按钮'] },
  8: {
    device: ['客厅烟雾探测器', '厨房烟雾探测器'],
    value: () => null,
    content: ['检测到烟雾浓度超标', '烟感报警'],
  },
};
const TYPES = 8;
const PER_TYPE = 15;
const COUNT = TYPES * PER_TYPE;
/** The newest alarms stay unhandled (about two of each type). */
const FRESH = 16;

export const smartHomeAlarm: ResourceSeed = {
  count: COUNT,
  make(ctx, i) {
    const { faker: f } = ctx;
    const alarmType = (i % TYPES) + 1;
    const kind = KINDS[alarmType]!;
    // Every type has alarms in the first community (the tree opens on it; no 全部小区 here).
    const place = placeOf(ctx, Math.floor(i / TYPES));
    const alarmTime = timeOf(ctx, 'SmartHomeAlarm', i, COUNT, 14);
    return {
      alarmType,
      deviceName: f.helpers.arrayElement(kind.device),
      deviceSn: `SH${place.roomId}${alarmType}`,
      depId: place.depId,
      buildingId: place.buildingId,
      unitId: place.unitId,
      roomId: place.roomId,
      ownerName: personName(f),
      ownerPhone: mobile(f),
      alarmValue: kind.value(f),
      alarmContent: f.helpers.arrayElement(kind.content),
      alarmTime,
      ...handling(f, ctx, alarmTime, i >= COUNT - FRESH),
    };
  },
};
