// GIS 地图 (02 §2 GISMap): the communities the session sees, where they are, and what is installed
// there — device counts per type from the device resources, and the alarms still waiting to be handled.
import { defineHandler, requireSession, type HandlerDef } from '../../contract/define.js';
import { ok0num } from '../../contract/envelope.js';
import type { ResourceName } from '../../resources/types.js';
import { visibleCommunities } from '../../lib/visibility.js';

/** Device resources shown on the map, in the order of 设备管理. */
const DEVICE_TYPES: readonly [ResourceName, string][] = [
  ['DoorDevice', '门口机'],
  ['IndoorDevice', '室内机'],
  ['PartitionDevice', '围墙机'],
  ['PropertyDevice', '管理机'],
  ['VideoDevice', '视频设备'],
  ['FaceCamera', '人脸抓拍机'],
  ['ParkingHost', '停车场主机'],
  ['VehicleCamera', '车辆抓拍机'],
  ['ElevatorHost', '梯控主机'],
  ['ManholeCover', '井盖设备'],
  ['SmokeDetector', '烟感设备'],
];

const ALARMS: readonly ResourceName[] = ['DoorAlarm', 'ManholeAlarm', 'SmartHomeAlarm'];

export const gisHandlers: HandlerDef[] = [
  defineHandler('gisCommunityList', (ctx) => {
    const { store, query } = ctx;
    const { user } = requireSession(ctx);
    const wanted = query.depName?.trim();
    const communities = visibleCommunities(store.communities, user).filter(
      (c) => !wanted || c.depName.includes(wanted),
    );
    const ids = new Set(communities.map((c) => c.depId));
    // One pass over each table, counted by community.
    const devices = new Map<number, Map<string, { total: number; online: number }>>();
    for (const [resource, label] of DEVICE_TYPES) {
      for (const row of store.resources.table(resource).all()) {
        const depId = Number(row.depId);
        if (!ids.has(depId)) continue;
        const byType = devices.get(depId) ?? new Map<string, { total: number; online: number }>();
        const count = byType.get(label) ?? { total: 0, online: 0 };
        count.total++;
        if (row.online === 1) count.online++;
        byType.set(label, count);
        devices.set(depId, byType);
      }
    }
    const pending = new Map<number, number>();
    for (const resource of ALARMS) {
      for (const row of store.resources.table(resource).all()) {
        const depId = Number(row.depId);
        if (ids.has(depId) && row.handleStatus === 0) pending.set(depId, (pending.get(depId) ?? 0) + 1);
      }
    }
    const cityName = (cityId: string) => store.areas.find((a) => a.areaId === cityId)?.areaName ?? '';
    const records = communities.map((c) => {
      const byType = devices.get(c.depId) ?? new Map<string, { total: number; online: number }>();
      const list = DEVICE_TYPES.flatMap(([, label]) => {
        const count = byType.get(label);
        return count ? [{ label, ...count }] : [];
      });
      return {
        depId: c.depId,
        depName: c.depName,
        address: c.address,
        agentName: c.agentName,
        cityName: cityName(c.cityId),
        lng: Math.round(c.lng * 1e6) / 1e6,
        lat: Math.round(c.lat * 1e6) / 1e6,
        devices: list,
        deviceTotal: list.reduce((sum, d) => sum + d.total, 0),
        deviceOnline: list.reduce((sum, d) => sum + d.online, 0),
        alarmPending: pending.get(c.depId) ?? 0,
      };
    });
    return ok0num({ records, total: records.length });
  }),
];
