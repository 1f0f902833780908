// The operations of the four hierarchy resources (PropertyCommunity, PropertyBuilding, PropertyUnit,
// PropertyRoom). Their contract is generated like every resource's, but the rows are the side tree's own
// records (./hierarchy-records.ts), so these handlers take the place of the generic ones: same
// envelope, same search / sort / paging semantics (resources/query.ts), same shared rules and reference
// checks (resources/write.ts), ids that are the tree's ids, and writes the tree shows at once.
import type { RawContext } from '../../contract/define.js';
import { fail, ok0str } from '../../contract/envelope.js';
import { filterRows, sortRows, type PageQuery } from '../../resources/query.js';
import { metas } from '../../resources/store.js';
import type { ResourceMeta } from '../../resources/types.js';
import { checkWrite, writableValues } from '../../resources/write.js';
import { slicePage } from '../../lib/paging.js';
import { visibleCommunities, visibleDepIds } from '../../lib/visibility.js';
import type { Store } from '../store.js';
import type { UnitRecord } from '../../store/communities.js';
import type { Outcome } from '../../lib/result.js';
import * as h from './hierarchy-records.js';

type Handle = (ctx: RawContext) => unknown;
type Row = h.Row;

const meta = (name: string) => metas[name as keyof typeof metas] as ResourceMeta;

function scope(ctx: RawContext) {
  const user = ctx.session!.user;
  return { user, depIds: visibleDepIds(ctx.store.communities, user) };
}

function pageOf(m: ResourceMeta, ctx: RawContext, rows: Row[], decorate: (row: Row) => Row = (r) => r) {
  const query = { ...(ctx.query as PageQuery), node: undefined };
  const p = slicePage(sortRows(filterRows(m, rows, query), query), { page: query.page, limit: query.limit });
  return ok0str({ content: p.items.map(decorate), totalCount: p.total });
}

const notFound = (m: ResourceMeta) => fail('20404', `${m.title}不存在或已删除`);
const answer = <T>(outcome: Outcome<T>, row: () => Row, message: string) =>
  outcome.ok ? ok0str(row(), message) : fail(outcome.code, outcome.message);

/** Rules, references and unique fields exactly as the generic handlers check them. */
async function checked(m: ResourceMeta, ctx: RawContext, rows: Row[], selfId?: number) {
  h.seedResourcesFirst(ctx.store);
  const values = writableValues(m, ctx.body);
  const { depIds } = scope(ctx);
  const error = await checkWrite(m, values, {
    store: ctx.store,
    resources: ctx.store.resources,
    depIds,
    rows,
    selfId,
  });
  return { values, error };
}

/** Ids of a delete request; every one must be visible, else nothing is deleted. */
function idsOf(ctx: RawContext): number[] {
  h.seedResourcesFirst(ctx.store);
  return String(ctx.body.ids).split(',').map(Number);
}

// ── communities ────────────────────────────────────────────────────────────────────────────────────

const COMMUNITY = meta('PropertyCommunity');

function visibleCommunity(ctx: RawContext, id: number) {
  const { user } = scope(ctx);
  return visibleCommunities(ctx.store.communities, user).find((c) => c.depId === id);
}

const communityRows = (ctx: RawContext) =>
  visibleCommunities(ctx.store.communities, scope(ctx).user).map((c) => h.communityRow(ctx.store, c));

const community: Record<string, Handle> = {
  propertyCommunityPage: (ctx) =>
    pageOf(COMMUNITY, ctx, communityRows(ctx), (row) => h.withCommunityCounts(ctx.store, row)),
  propertyCommunityDetail: (ctx) => {
    const c = visibleCommunity(ctx, Number(ctx.query.id));
    return c ? ok0str(h.communityRow(ctx.store, c, true), '成功') : notFound(COMMUNITY);
  },
  propertyCommunityAdd: async (ctx) => {
    const { values, error } = await checked(COMMUNITY, ctx, communityRows(ctx));
    if (error) return fail(error.code, error.message);
    const outcome = h.addCommunity(ctx.store, scope(ctx).user, values);
    return outcome.ok
      ? ok0str(h.communityRow(ctx.store, outcome.value, true), '新增成功')
      : fail(outcome.code, outcome.message);
  },
  propertyCommunityUpdate: async (ctx) => {
    const c = visibleCommunity(ctx, Number(ctx.body.id));
    if (!c) return notFound(COMMUNITY);
    const { values, error } = await checked(COMMUNITY, ctx, communityRows(ctx), c.depId);
    if (error) return fail(error.code, error.message);
    return answer(
      h.updateCommunity(ctx.store, scope(ctx).user, c, values),
      () => h.communityRow(ctx.store, c, true),
      '编辑成功',
    );
  },
};

// ── buildings ──────────────────────────────────────────────────────────────────────────────────────

const BUILDING = meta('PropertyBuilding');

function visibleBuilding(ctx: RawContext, id: number) {
  const building = ctx.store.hierarchy.buildingById(id);
  return building && scope(ctx).depIds.has(building.depId) ? building : undefined;
}

/** Buildings of the node's community (dep:{id}), or of every visible community. */
function buildingRows(store: Store, node: unknown, depIds: Set<number>): Row[] {
  const m = /^dep:(\d+)$/.exec(String(node ?? ''));
  const communities = m ? [Number(m[1])].filter((id) => depIds.has(id)) : [...depIds];
  return communities.flatMap((depId) =>
    store.hierarchy.buildingsOf(depId).map((b) => h.buildingRow(store, b)),
  );
}

const building: Record<string, Handle> = {
  propertyBuildingPage: (ctx) =>
    pageOf(BUILDING, ctx, buildingRows(ctx.store, ctx.query.node, scope(ctx).depIds)),
  propertyBuildingDetail: (ctx) => {
    const b = visibleBuilding(ctx, Number(ctx.query.id));
    return b ? ok0str(h.buildingRow(ctx.store, b), '成功') : notFound(BUILDING);
  },
  propertyBuildingAdd: async (ctx) => {
    const { values, error } = await checked(BUILDING, ctx, []);
    if (error) return fail(error.code, error.message);
    const outcome = h.addBuilding(ctx.store, values);
    return outcome.ok
      ? ok0str(h.buildingRow(ctx.store, outcome.value), '新增成功')
      : fail(outcome.code, outcome.message);
  },
  propertyBuildingUpdate: async (ctx) => {
    const b = visibleBuilding(ctx, Number(ctx.body.id));
    if (!b) return notFound(BUILDING);
    const { values, error } = await checked(BUILDING, ctx, [], b.buildingId);
    if (error) return fail(error.code, error.message);
    return answer(h.updateBuilding(ctx.store, b, values), () => h.buildingRow(ctx.store, b), '编辑成功');
  },
  propertyBuildingDelete: (ctx) => {
    const list = idsOf(ctx).map((id) => visibleBuilding(ctx, id));
    if (list.some((b) => !b)) return notFound(BUILDING);
    if (list.some((b) => h.buildingRelations(ctx.store, b!.buildingId).length))
      return fail('20601', '请解绑以下关系后才能正常删除');
    for (const b of list) h.deleteBuilding(ctx.store, b!);
    return { code: '0' as const, message: '删除成功' };
  },
  propertyBuildingRelations: (ctx) => {
    const b = visibleBuilding(ctx, Number(ctx.query.id));
    return b ? ok0str(h.buildingRelations(ctx.store, b.buildingId), '成功') : notFound(BUILDING);
  },
};

// ── units ──────────────────────────────────────────────────────────────────────────────────────────

const UNIT = meta('PropertyUnit');

function visibleUnit(ctx: RawContext, id: number) {
  const unit = ctx.store.hierarchy.unitById(id);
  const b = unit && ctx.store.hierarchy.buildingById(unit.buildingId);
  return unit && b && scope(ctx).depIds.has(b.depId) ? unit : undefined;
}

/** Units under the node (dep / building / unit), or under every visible community. */
function unitRows(store: Store, node: unknown, depIds: Set<number>): Row[] {
  const [kind, raw] = String(node ?? 'dep:-1').split(':') as [string, string];
  const id = Number(raw);
  const { hierarchy } = store;
  const ofCommunity = (depId: number) =>
    hierarchy.buildingsOf(depId).flatMap((b) => hierarchy.unitsOf(b.buildingId));
  let units: UnitRecord[];
  if (kind === 'dep')
    units = id === -1 ? [...depIds].flatMap(ofCommunity) : depIds.has(id) ? ofCommunity(id) : [];
  else if (kind === 'building') {
    const b = hierarchy.buildingById(id);
    units = b && depIds.has(b.depId) ? hierarchy.unitsOf(id) : [];
  } else if (kind === 'unit') {
    const u = hierarchy.unitById(id);
    const b = u && hierarchy.buildingById(u.buildingId);
    units = u && b && depIds.has(b.depId) ? [u] : [];
  } else units = [];
  return units.map((u) => h.unitRow(store, u));
}

const unit: Record<string, Handle> = {
  propertyUnitPage: (ctx) => pageOf(UNIT, ctx, unitRows(ctx.store, ctx.query.node, scope(ctx).depIds)),
  propertyUnitDetail: (ctx) => {
    const u = visibleUnit(ctx, Number(ctx.query.id));
    return u ? ok0str(h.unitRow(ctx.store, u), '成功') : notFound(UNIT);
  },
  propertyUnitAdd: async (ctx) => {
    const { values, error } = await checked(UNIT, ctx, []);
    if (error) return fail(error.code, error.message);
    const outcome = h.addUnit(ctx.store, values);
    return outcome.ok
      ? ok0str(h.unitRow(ctx.store, outcome.value), '新增成功')
      : fail(outcome.code, outcome.message);
  },
  propertyUnitUpdate: async (ctx) => {
    const u = visibleUnit(ctx, Number(ctx.body.id));
    if (!u) return notFound(UNIT);
    const { values, error } = await checked(UNIT, ctx, [], u.unitId);
    if (error) return fail(error.code, error.message);
    return answer(h.updateUnit(ctx.store, u, values), () => h.unitRow(ctx.store, u), '编辑成功');
  },
  propertyUnitDelete: (ctx) => {
    const list = idsOf(ctx).map((id) => visibleUnit(ctx, id));
    if (list.some((u) => !u)) return notFound(UNIT);
    if (list.some((u) => h.unitRelations(ctx.store, u!.unitId).length))
      return fail('20601', '请解绑以下关系后才能正常删除');
    for (const u of list) h.deleteUnit(ctx.store, u!);
    return { code: '0' as const, message: '删除成功' };
  },
  propertyUnitRelations: (ctx) => {
    const u = visibleUnit(ctx, Number(ctx.query.id));
    return u ? ok0str(h.unitRelations(ctx.store, u.unitId), '成功') : notFound(UNIT);
  },
};

// ── rooms ──────────────────────────────────────────────────────────────────────────────────────────

const ROOM = meta('PropertyRoom');

function visibleRoom(ctx: RawContext, id: number) {
  const rooms = h.roomsUnder(ctx.store, `room:${id}`, scope(ctx).depIds);
  return rooms[0];
}

const roomRowOf = (store: Store, roomId: number) =>
  h.roomRow(store, h.roomById(store, roomId)!, h.occupancyIndex(store));

const room: Record<string, Handle> = {
  propertyRoomPage: (ctx) => {
    const occupancy = h.occupancyIndex(ctx.store);
    const rooms = h.roomsUnder(ctx.store, ctx.query.node as string | undefined, scope(ctx).depIds);
    return pageOf(
      ROOM,
      ctx,
      rooms.map((r) => h.roomRow(ctx.store, r, occupancy)),
    );
  },
  propertyRoomDetail: (ctx) => {
    const r = visibleRoom(ctx, Number(ctx.query.id));
    return r ? ok0str(roomRowOf(ctx.store, r.roomNumberId), '成功') : notFound(ROOM);
  },
  propertyRoomAdd: async (ctx) => {
    const { values, error } = await checked(ROOM, ctx, []);
    if (error) return fail(error.code, error.message);
    const outcome = h.addRoom(ctx.store, values);
    return outcome.ok
      ? ok0str(roomRowOf(ctx.store, outcome.value.roomNumberId), '新增成功')
      : fail(outcome.code, outcome.message);
  },
  propertyRoomUpdate: async (ctx) => {
    const r = visibleRoom(ctx, Number(ctx.body.id));
    if (!r) return notFound(ROOM);
    const { values, error } = await checked(ROOM, ctx, [], r.roomNumberId);
    if (error) return fail(error.code, error.message);
    return answer(h.updateRoom(ctx.store, r, values), () => roomRowOf(ctx.store, r.roomNumberId), '编辑成功');
  },
  propertyRoomDelete: (ctx) => {
    const list = idsOf(ctx).map((id) => visibleRoom(ctx, id));
    if (list.some((r) => !r)) return notFound(ROOM);
    if (list.some((r) => h.roomRelations(ctx.store, r!.roomNumberId).length))
      return fail('20601', '请解绑以下关系后才能正常删除');
    for (const r of list) h.deleteRoom(ctx.store, r!);
    return { code: '0' as const, message: '删除成功' };
  },
  propertyRoomRelations: (ctx) => {
    const r = visibleRoom(ctx, Number(ctx.query.id));
    return r ? ok0str(h.roomRelations(ctx.store, r.roomNumberId), '成功') : notFound(ROOM);
  },
};

/** Handlers that take the place of the generic resource handlers, by operation id. */
export const hierarchyHandlers: Record<string, Handle> = { ...community, ...building, ...unit, ...room };
