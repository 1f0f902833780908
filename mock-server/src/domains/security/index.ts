// 安防监控 calls beyond the generated resource operations: handling an alarm record, the capture
// statistics and the latest vehicle captures of the ticked cameras (车辆监控).
import type { components } from '@zhsq/contract/api';
import { defineHandler, requireSession } from '../../contract/define.js';
import { fail, ok0num } from '../../contract/envelope.js';
import type { ResourceName } from '../../resources/types.js';
import type { Store } from '../store.js';
import { formatDateTime } from '../../store/clock.js';
import { isCalendarDate } from '../../store/days.js';
import { visibleDepIds } from '../../lib/visibility.js';
import {
  defaultBegin,
  MAX_STATISTICS_DAYS,
  matchesNode,
  snapshotStatistics,
  spanDays,
  type NodeFilter,
} from './statistics.js';

type CameraSnapshots = components['schemas']['CameraSnapshots'];
type CarSnapshot = components['schemas']['CarSnapshot'];

/** alarmHandle `type` -> the resource holding those alarms. */
const ALARM_RESOURCES: Record<string, ResourceName> = {
  door: 'DoorAlarm',
  manhole: 'ManholeAlarm',
  tag: 'TagWarning',
  stranger: 'StrangerOverLimit',
  goAway: 'GoAwayWarning',
  smartHome: 'SmartHomeAlarm',
};
const HANDLE_RESULTS: Record<number, string> = { 1: '已现场处置', 2: '误报', 3: '设备测试', 4: '其他' };
const CAMERA_ID_FACTOR = 1000;

export const handlers = [
  defineHandler('alarmHandle', (ctx) => {
    const { user } = requireSession(ctx);
    const { type, id, handleResult, handleRemark } = ctx.body;
    const table = ctx.store.resources.table(ALARM_RESOURCES[type]!);
    const row = table.get(id);
    if (!row || !visibleDepIds(ctx.store.communities, user).has(Number(row.depId))) {
      return fail('20401', '告警记录不存在');
    }
    if (row.handleStatus === 1) return fail('20402', '该告警已处理，请勿重复操作');
    const handled = {
      handleStatus: 1 as const,
      handleResult,
      handleRemark: handleRemark?.trim() || HANDLE_RESULTS[handleResult]!,
      handleUserName: user.realName || user.userName,
      handleTime: formatDateTime(ctx.store.now()),
    };
    table.replace({ ...row, ...handled });
    return ok0num({ id, ...handled }, '处理成功');
  }),

  defineHandler('snapshotStatistics', (ctx) => {
    const { user } = requireSession(ctx);
    const { node, beginDate, endDate } = ctx.query;
    const bad = [beginDate, endDate].find((d) => d !== undefined && !isCalendarDate(d));
    if (bad !== undefined) return fail('400', `请求参数错误：日期 ${bad} 不存在`);
    const end = endDate ?? formatDateTime(ctx.store.now()).slice(0, 10);
    const begin = beginDate ?? defaultBegin(end);
    const days = spanDays(begin, end);
    if (days < 1) return fail('20400', '开始日期不能晚于结束日期');
    if (days > MAX_STATISTICS_DAYS) return fail('20400', `统计时间跨度不能超过${MAX_STATISTICS_DAYS}天`);
    const visible = visibleDepIds(ctx.store.communities, user);
    const filter = nodeFilter(ctx.store, node);
    const rows = (name: ResourceName, own: boolean) =>
      ctx.store.resources
        .table(name)
        .all()
        .filter(
          (r) => visible.has(Number(r.depId)) && (filter === null ? false : matchesNode(r, filter, own)),
        );
    return ok0num(
      snapshotStatistics({
        begin,
        end,
        door: rows('DoorSnapshot', true),
        face: rows('FaceSnapshot', false),
        car: rows('CarSnapshot', false),
      }),
    );
  }),

  defineHandler('carSnapshotLatest', (ctx) => {
    const { user } = requireSession(ctx);
    const { cameraIds, limit = 6 } = ctx.query;
    const visible = visibleDepIds(ctx.store.communities, user);
    const snapshots = ctx.store.resources.table('CarSnapshot').all();
    const out: CameraSnapshots[] = [];
    for (const cameraId of new Set(cameraIds.split(',').map(Number))) {
      const depId = Math.floor(cameraId / CAMERA_ID_FACTOR);
      const community = ctx.store.communities.find((c) => c.depId === depId);
      if (!community || !visible.has(depId)) continue;
      const group = ctx.store.carCameras.groups([community], undefined, { page: 1, limit: 1 }).items[0];
      const camera = group?.carCameraList.find((c) => c.cameraId === cameraId);
      if (!camera) continue;
      out.push({
        cameraId,
        cameraName: camera.cameraName,
        depId,
        depName: community.depName,
        snapshots: snapshots
          .filter((r) => r.cameraId === cameraId)
          .sort((a, b) => String(b.snapTime).localeCompare(String(a.snapTime)) || b.id - a.id)
          .slice(0, limit) as unknown as CarSnapshot[],
      });
    }
    return ok0num(out);
  }),
];

/** The rows a tree node covers; null when the node names nothing that exists. */
function nodeFilter(store: Store, node: string | undefined): NodeFilter | null {
  if (!node) return {};
  const [kind, raw] = node.split(':') as [string, string];
  const id = Number(raw);
  if (kind === 'dep') return id === -1 ? {} : { depId: id };
  if (kind === 'building') {
    const building = store.hierarchy.buildingById(id);
    return building ? { depId: building.depId, buildingId: id } : null;
  }
  const unit = store.hierarchy.unitById(id);
  const building = unit && store.hierarchy.buildingById(unit.buildingId);
  return unit && building ? { depId: building.depId, buildingId: building.buildingId, unitId: id } : null;
}
