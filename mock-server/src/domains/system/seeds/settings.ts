// 应用设置 seeds: plane maps of the first communities (a site plan and the B1 car park each, plus two
// lobby plans), device markers placed on them from the community's real devices, and alarm linkage
// rules per community and alarm type.
import type { ResourceName } from '#mock/resources/types.js';
import type { ResourceSeed } from '#mock/resources/types.js';
import { PLAN_KEYS, planUrl } from '../floor-plans.js';
import { mobile } from './common.js';

const SITE_PLANS = [PLAN_KEYS.siteA, PLAN_KEYS.siteB, PLAN_KEYS.siteC];
const MAPPED_COMMUNITIES = 6;

/** Plane map `i`: [community index, kind]; the last two are lobby plans of a building's ground floor. */
function planOf(i: number): { community: number; kind: 'site' | 'parking' | 'lobby' } {
  if (i < MAPPED_COMMUNITIES * 2)
    return { community: Math.floor(i / 2), kind: i % 2 === 0 ? 'site' : 'parking' };
  return { community: i - MAPPED_COMMUNITIES * 2, kind: 'lobby' };
}

export const PLANE_MAP_COUNT = MAPPED_COMMUNITIES * 2 + 2;

export const planeMap: ResourceSeed = {
  count: PLANE_MAP_COUNT,
  make(ctx, i) {
    const { store } = ctx;
    const { community: index, kind } = planOf(i);
    const community = store.communities[index % store.communities.length]!;
    const building = kind === 'lobby' ? store.hierarchy.buildingsOf(community.depId)[1] : undefined;
    const name =
      kind === 'site'
        ? `${community.depName}总平面图`
        : kind === 'parking'
          ? '地下停车场 B1'
          : `${building?.buildingName ?? ''}首层大堂`;
    return {
      name,
      depId: community.depId,
      buildingId: building?.buildingId ?? null,
      floor: kind === 'site' ? null : kind === 'parking' ? 'B1' : '1F',
      image: planUrl(
        kind === 'site'
          ? SITE_PLANS[index % SITE_PLANS.length]!
          : kind === 'parking'
            ? PLAN_KEYS.parking
            : PLAN_KEYS.lobby,
      ),
      markerCount: 0,
      remark: kind === 'parking' ? '入口在东侧坡道' : null,
      createTime: ctx.daysAgo(400 - i * 10),
    };
  },
};

/** Device types of a marker and the resource their devices come from (PlaneMapMarker.deviceType). */
export const MARKER_SOURCES: Record<number, ResourceName> = {
  1: 'DoorDevice',
  2: 'VideoDevice',
  3: 'SmokeDetector',
  4: 'ManholeCover',
  5: 'ParkingHost',
  6: 'ElevatorHost',
  7: 'FaceCamera',
};

/** Marker slots of each kind of plan: [device type, how many]. */
const SLOTS_BY_KIND = {
  site: [
    [1, 2],
    [2, 3],
    [4, 2],
    [7, 1],
  ],
  parking: [
    [2, 2],
    [5, 1],
    [3, 2],
  ],
  lobby: [
    [1, 1],
    [6, 2],
    [3, 1],
  ],
} as const;

const TYPE_LABELS: Record<number, string> = {
  1: '门口机',
  2: '摄像机',
  3: '烟感',
  4: '井盖',
  5: '停车场主机',
  6: '梯控主机',
  7: '人脸抓拍机',
};

/** Every marker slot: plane map id, device type and the n-th device of that type in the community. */
const SLOTS: { planeMapId: number; deviceType: number; nth: number }[] = Array.from(
  { length: PLANE_MAP_COUNT - 1 }, // the last lobby plan keeps no markers (the contract example deletes it)
  (_, i) => i,
).flatMap((i) =>
  SLOTS_BY_KIND[planOf(i).kind].flatMap(([deviceType, n]) =>
    Array.from({ length: n }, (_, nth) => ({ planeMapId: i + 1, deviceType, nth })),
  ),
);

export const planeMapMarker: ResourceSeed = {
  count: SLOTS.length,
  make(ctx, i) {
    const { faker: f } = ctx;
    const slot = SLOTS[i]!;
    const map = ctx.rows('PlaneMap')[slot.planeMapId - 1]!;
    // A real device of the community when it has one, else a marker for a device not yet registered.
    const device = ctx.rows(MARKER_SOURCES[slot.deviceType]!).filter((d) => d.depId === map.depId)[slot.nth];
    return {
      planeMapId: map.id,
      depId: map.depId,
      deviceType: slot.deviceType,
      deviceId: device?.id ?? null,
      deviceName: device ? String(device.name) : `${TYPE_LABELS[slot.deviceType]}${slot.nth + 1}号（待登记）`,
      x: Math.round(f.number.float({ min: 8, max: 92 }) * 100) / 100,
      y: Math.round(f.number.float({ min: 10, max: 90 }) * 100) / 100,
      remark: device ? null : '设备尚未登记到设备管理',
      createTime: ctx.daysAgo(f.number.int({ min: 5, max: 300 })),
    };
  },
};

const LINKED_TYPES = [1, 2, 3, 5];
const TYPE_NAMES: Record<number, string> = { 1: '烟感报警', 2: '门禁告警', 3: '井盖告警', 5: '智能家居告警' };

export const alarmLinkage: ResourceSeed = {
  count: 32,
  make(ctx, i) {
    const { faker: f, store } = ctx;
    const community = store.communities[Math.floor(i / LINKED_TYPES.length) % store.communities.length]!;
    const alarmType = LINKED_TYPES[i % LINKED_TYPES.length]!;
    const sms = alarmType === 1 || f.datatype.boolean(0.4) ? 1 : 0;
    const call = alarmType === 1 && f.datatype.boolean(0.5) ? 1 : 0;
    return {
      name: `${community.depName}${TYPE_NAMES[alarmType]}联动`,
      depId: community.depId,
      alarmType,
      minLevel: alarmType === 1 ? 1 : f.helpers.arrayElement([1, 2]),
      linkPopup: 1,
      linkVideo: alarmType === 5 ? 0 : 1,
      linkBroadcast: alarmType === 1 ? 1 : 0,
      linkDoor: alarmType === 1 ? 1 : 0,
      notifySms: sms,
      notifyCall: call,
      notifyPhone: sms || call ? mobile(f) : null,
      securityModeId: alarmType === 5 ? f.helpers.arrayElement([1, 2, 3, 4, 5]) : null,
      status: f.datatype.boolean(0.9) ? 1 : 0,
      remark: alarmType === 1 ? '烟感报警时打开消防通道门禁并现场广播' : null,
      createTime: ctx.daysAgo(f.number.int({ min: 10, max: 500 })),
    };
  },
};
