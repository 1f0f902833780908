// The community hierarchy as the property pages see it (02 §2 小区列表, 单元管理, 房屋管理, 房屋详情 and its
// building-tree actions): rows built from the very records the side tree serves (store.communities and
// store.hierarchy) plus the property state, and the writes that change those records in place, so an
// added community, building, unit or room is in the tree at once. Ids are the tree's: dep:{depId},
// building:{depId*100+n}, unit:{buildingId*10+n}, room:{unitId*1000+floor*10+n}.
import { agentById, agentScope } from '../../store/agents.js';
import type { BuildingRecord, RoomRecord, UnitRecord } from '../../store/communities.js';
import { formatDateTime } from '../../store/clock.js';
import { failure, success, type Outcome } from '../../lib/result.js';
import type { CommunityRecord, UserRecord } from '../../store/index.js';
import type { Store } from '../store.js';
import { communityExtra, roomExtra, unitExtra, buildingExtra } from './attributes.js';
import { boundRecords, type Relation } from './relations.js';
import { propertyState } from './state.js';
import { metas } from '../../resources/store.js';
import type { ResourceName } from '../../resources/types.js';

export type Row = Record<string, unknown> & { id: number };
type Values = Record<string, unknown>;

/** Limits of the id scheme: 99 buildings per community, 9 units per building, 9 rooms per floor. */
export const MAX_BUILDINGS = 99;
export const MAX_UNITS = 9;
export const MAX_ROOMS_PER_FLOOR = 9;

const SQ_TYPE_NAMES: Record<number, string> = { 1: '住宅小区', 2: '商住楼', 3: '城中村' };

const text = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);
const int = (value: unknown): number => Number(value);

// ── reading ─────────────────────────────────────────────────────────────────────────────────────────

export function communityOf(store: Store, depId: number): CommunityRecord | undefined {
  return store.communities.find((c) => c.depId === depId);
}

export function areaNameOf(
  store: Store,
  c: Pick<CommunityRecord, 'provinceId' | 'cityId' | 'districtId' | 'streetId'>,
) {
  const name = (id: string) => store.areas.find((a) => a.areaId === id)?.areaName;
  const parts = [
    name(c.provinceId),
    name(c.cityId),
    name(c.districtId),
    store.streets.find((s) => s.jzdm === c.streetId)?.jz,
  ];
  // 北京市 / 北京市: a municipality is its own city.
  return parts.filter((p, i): p is string => Boolean(p) && p !== parts[i - 1]).join(' / ');
}

export function roomsOfCommunity(store: Store, depId: number): RoomRecord[] {
  const { hierarchy } = store;
  return hierarchy
    .buildingsOf(depId)
    .flatMap((b) => hierarchy.unitsOf(b.buildingId).flatMap((u) => hierarchy.roomsOf(u.unitId)));
}

export function communityRow(store: Store, c: CommunityRecord, counts = false): Row {
  const extra = communityExtra(store, c);
  const buildings = counts ? store.hierarchy.buildingsOf(c.depId) : [];
  return {
    id: c.depId,
    depName: c.depName,
    sqType: c.sqType,
    agentId: c.agentId,
    agentName: agentById(c.agentId)?.agentName ?? null,
    provinceId: c.provinceId,
    cityId: c.cityId,
    districtId: c.districtId,
    streetId: c.streetId,
    areaName: areaNameOf(store, c),
    address: c.address,
    lng: c.lng.toFixed(6),
    lat: c.lat.toFixed(6),
    propertyCompany: extra.propertyCompany,
    contactName: extra.contactName,
    contactPhone: extra.contactPhone,
    buildingCount: buildings.length,
    roomCount: counts ? roomsOfCommunity(store, c.depId).length : 0,
    remark: extra.remark,
    createTime: extra.createTime,
  };
}

/** The counts are costly (they make the rooms): only the rows of the page being answered get them. */
export function withCommunityCounts(store: Store, row: Row): Row {
  return {
    ...row,
    buildingCount: store.hierarchy.buildingsOf(row.id).length,
    roomCount: roomsOfCommunity(store, row.id).length,
  };
}

export function buildingRow(store: Store, b: BuildingRecord): Row {
  const extra = buildingExtra(store, b.buildingId);
  return {
    id: b.buildingId,
    depId: b.depId,
    depName: communityOf(store, b.depId)?.depName ?? null,
    buildingName: b.buildingName,
    depType: b.depType,
    floors: extra.floors,
    unitCount: store.hierarchy.unitsOf(b.buildingId).length,
    remark: extra.remark,
  };
}

/** Floors and rooms per floor as the rooms show them (room id: unit*1000 + floor*10 + n). */
export function unitShape(rooms: readonly RoomRecord[]): { floors: number; roomsPerFloor: number } {
  let floors = 0;
  let roomsPerFloor = 0;
  for (const room of rooms) {
    floors = Math.max(floors, room.floor);
    roomsPerFloor = Math.max(roomsPerFloor, room.roomNumberId % 10);
  }
  return { floors, roomsPerFloor };
}

export function unitRow(store: Store, u: UnitRecord): Row {
  const building = store.hierarchy.buildingById(u.buildingId);
  const rooms = store.hierarchy.roomsOf(u.unitId);
  const shape = unitShape(rooms);
  const extra = unitExtra(store, u.unitId, shape.floors);
  const depId = building?.depId ?? Math.floor(u.buildingId / 100);
  return {
    id: u.unitId,
    depId,
    depName: communityOf(store, depId)?.depName ?? null,
    buildingId: u.buildingId,
    buildingName: building?.buildingName ?? null,
    unitName: u.unitName,
    floors: Math.max(1, shape.floors),
    roomsPerFloor: Math.max(1, shape.roomsPerFloor),
    hasElevator: extra.hasElevator,
    roomCount: rooms.length,
    remark: extra.remark,
  };
}

export interface Occupancy {
  count: number;
  owner: string | null;
  /** residents of type 家属 */
  family: number;
  /** residents of type 租客 */
  tenants: number;
}

/** Residents per room (住户管理), for the owner, head count and status of the room rows. */
export function occupancyIndex(store: Store): Map<number, Occupancy> {
  const index = new Map<number, Occupancy>();
  for (const r of store.resources.table('Resident').all()) {
    const roomId = Number(r.roomId);
    const entry = index.get(roomId) ?? { count: 0, owner: null, family: 0, tenants: 0 };
    entry.count++;
    if (r.userType === 1 && !entry.owner) entry.owner = String(r.userName);
    if (r.userType === 2) entry.family++;
    if (r.userType === 3) entry.tenants++;
    index.set(roomId, entry);
  }
  return index;
}

/**
 * 房屋状态 of a room: what an operator saved wins; otherwise it follows 住户管理 — a room with a 租客 is
 * 出租 (2), one with its 业主 or family 自住 (1) — and a room nobody lives in keeps its drawn 空置 (3) or
 * 装修中 (4).
 */
export function roomStatus(store: Store, room: RoomRecord, here: Occupancy | undefined): number {
  const saved = propertyState(store).rooms.get(room.roomNumberId);
  if (saved) return saved.status;
  if (here?.tenants) return 2;
  if (here?.owner || here?.family) return 1;
  return roomExtra(store, room).status;
}

export function roomRow(store: Store, room: RoomRecord, occupancy: Map<number, Occupancy>): Row {
  const { hierarchy } = store;
  const unit = hierarchy.unitById(room.unitId);
  const building = unit ? hierarchy.buildingById(unit.buildingId) : undefined;
  const extra = roomExtra(store, room);
  const depId = building?.depId ?? Math.floor(room.unitId / 1000);
  const here = occupancy.get(room.roomNumberId);
  return {
    id: room.roomNumberId,
    depId,
    depName: communityOf(store, depId)?.depName ?? null,
    buildingId: unit?.buildingId ?? Math.floor(room.unitId / 10),
    buildingName: building?.buildingName ?? null,
    unitId: room.unitId,
    unitName: unit?.unitName ?? null,
    floor: room.floor,
    roomNumber: room.roomNumber,
    nickName: room.nicknName || null,
    area: extra.area,
    usage: extra.usage,
    status: roomStatus(store, room, here),
    ownerName: here?.owner ?? null,
    residentCount: here?.count ?? 0,
    remark: extra.remark,
  };
}

export function roomById(store: Store, id: number): RoomRecord | undefined {
  return store.hierarchy.roomsOf(Math.floor(id / 1000)).find((r) => r.roomNumberId === id);
}

/** Rooms under a tree node (dep / building / unit / room), or under every community in `depIds`. */
export function roomsUnder(
  store: Store,
  node: string | undefined,
  depIds: ReadonlySet<number>,
): RoomRecord[] {
  const { hierarchy } = store;
  const [kind, raw] = (node ?? 'dep:-1').split(':') as [string, string];
  const id = Number(raw);
  const unitsOf = (buildingId: number) =>
    hierarchy.unitsOf(buildingId).flatMap((u) => hierarchy.roomsOf(u.unitId));
  switch (kind) {
    case 'dep':
      if (id === -1) return [...depIds].flatMap((depId) => roomsOfCommunity(store, depId));
      return depIds.has(id) ? roomsOfCommunity(store, id) : [];
    case 'building': {
      const building = hierarchy.buildingById(id);
      return building && depIds.has(building.depId) ? unitsOf(id) : [];
    }
    case 'unit': {
      const unit = hierarchy.unitById(id);
      const building = unit && hierarchy.buildingById(unit.buildingId);
      return building && depIds.has(building.depId) ? hierarchy.roomsOf(id) : [];
    }
    case 'room': {
      const room = roomById(store, id);
      const unit = room && hierarchy.unitById(room.unitId);
      const building = unit && hierarchy.buildingById(unit.buildingId);
      return room && building && depIds.has(building.depId) ? [room] : [];
    }
    default:
      return [];
  }
}

// ── subtrees and relations ─────────────────────────────────────────────────────────────────────────

export function buildingRelations(store: Store, buildingId: number): Relation[] {
  const units = store.hierarchy.unitsOf(buildingId);
  const rooms = units.flatMap((u) => store.hierarchy.roomsOf(u.unitId));
  return boundRecords(store, {
    buildings: new Set([buildingId]),
    units: new Set(units.map((u) => u.unitId)),
    rooms: new Set(rooms.map((r) => r.roomNumberId)),
  });
}

export function unitRelations(store: Store, unitId: number): Relation[] {
  const rooms = store.hierarchy.roomsOf(unitId);
  return boundRecords(store, { units: new Set([unitId]), rooms: new Set(rooms.map((r) => r.roomNumberId)) });
}

export function roomRelations(store: Store, roomId: number): Relation[] {
  return boundRecords(store, { rooms: new Set([roomId]) });
}

const BLOCKED = () => failure<never>('20601', '请解绑以下关系后才能正常删除');

/**
 * Seeds every resource table that is not seeded yet. Seeds place their rows on the live hierarchy
 * (ctx.place), so they must run before it first changes: a new building without units would otherwise
 * break them, and edits would shift the deterministic data. Called before every hierarchy write.
 */
export function seedResourcesFirst(store: Store): void {
  for (const name of Object.keys(metas)) store.resources.table(name as ResourceName);
}

// ── communities ────────────────────────────────────────────────────────────────────────────────────

/** Province > city > district > street must be one chain of the seeded divisions. */
function checkArea(store: Store, v: Values): Outcome<true> {
  const area = (id: unknown) => store.areas.find((a) => a.areaId === String(id));
  const province = area(v.provinceId);
  const city = area(v.cityId);
  const district = area(v.districtId);
  const street = store.streets.find((s) => s.jzdm === String(v.streetId));
  const chained =
    province?.areaType === 0 &&
    city?.parentId === province.areaId &&
    district?.parentId === city.areaId &&
    street?.districtId === district.areaId;
  return chained ? success(true) : failure('400', '所在地区不存在或省市区街道不匹配');
}

function checkAgent(user: UserRecord, agentId: unknown): Outcome<true> {
  return agentById(String(agentId)) && agentScope(user.agentId).has(String(agentId))
    ? success(true)
    : failure('400', '所属组织不存在或不在本账号管理范围内');
}

function applyCommunity(store: Store, c: CommunityRecord, v: Values): void {
  const sqType = int(v.sqType);
  Object.assign(c, {
    depName: String(v.depName),
    sqType,
    sqTypeName: SQ_TYPE_NAMES[sqType] ?? '',
    agentId: String(v.agentId),
    agentName: agentById(String(v.agentId))?.agentName ?? '',
    provinceId: String(v.provinceId),
    cityId: String(v.cityId),
    districtId: String(v.districtId),
    districtName: store.areas.find((a) => a.areaId === String(v.districtId))?.areaName ?? '',
    streetId: String(v.streetId),
    address: String(v.address),
    lng: Number(v.lng),
    lat: Number(v.lat),
  });
  const extra = communityExtra(store, c);
  Object.assign(extra, {
    propertyCompany: text(v.propertyCompany),
    contactName: text(v.contactName),
    contactPhone: text(v.contactPhone),
    remark: text(v.remark),
  });
}

export function addCommunity(store: Store, user: UserRecord, v: Values): Outcome<CommunityRecord> {
  const checked = checkArea(store, v);
  if (!checked.ok) return checked;
  const agent = checkAgent(user, v.agentId);
  if (!agent.ok) return agent;
  const depId = Math.max(0, ...store.communities.map((c) => c.depId)) + 1;
  const community = { depId } as CommunityRecord;
  // A new community starts with no buildings (the lazy hierarchy would otherwise invent some).
  store.hierarchy.buildingsOf(depId).splice(0);
  propertyState(store).communities.set(depId, {
    propertyCompany: null,
    contactName: null,
    contactPhone: null,
    remark: null,
    createTime: formatDateTime(store.now()),
  });
  applyCommunity(store, community, v);
  store.communities.push(community);
  return success(community);
}

export function updateCommunity(
  store: Store,
  user: UserRecord,
  c: CommunityRecord,
  v: Values,
): Outcome<CommunityRecord> {
  const checked = checkArea(store, v);
  if (!checked.ok) return checked;
  const agent = checkAgent(user, v.agentId);
  if (!agent.ok) return agent;
  applyCommunity(store, c, v);
  return success(c);
}

// ── buildings ──────────────────────────────────────────────────────────────────────────────────────

function nameTaken<T>(list: readonly T[], name: unknown, nameOf: (item: T) => string, self?: T): boolean {
  return list.some((item) => item !== self && nameOf(item) === String(name).trim());
}

function freeSlot(used: ReadonlySet<number>, max: number): number | undefined {
  for (let n = 1; n <= max; n++) if (!used.has(n)) return n;
  return undefined;
}

export function addBuilding(store: Store, v: Values): Outcome<BuildingRecord> {
  const depId = int(v.depId);
  const list = store.hierarchy.buildingsOf(depId);
  if (nameTaken(list, v.buildingName, (b) => b.buildingName)) return failure('20409', '楼栋名称已存在');
  const n = freeSlot(new Set(list.map((b) => b.buildingId - depId * 100)), MAX_BUILDINGS);
  if (n === undefined) return failure('20410', `每个小区最多 ${MAX_BUILDINGS} 栋楼`);
  const building: BuildingRecord = {
    buildingId: depId * 100 + n,
    buildingName: String(v.buildingName).trim(),
    depId,
    depType: int(v.depType) as BuildingRecord['depType'],
  };
  store.hierarchy.unitsOf(building.buildingId).splice(0);
  list.push(building);
  list.sort((a, b) => a.buildingId - b.buildingId);
  propertyState(store).buildings.set(building.buildingId, {
    floors: v.floors == null ? null : int(v.floors),
    remark: text(v.remark),
  });
  return success(building);
}

export function updateBuilding(store: Store, b: BuildingRecord, v: Values): Outcome<BuildingRecord> {
  if (int(v.depId) !== b.depId) return failure('400', '楼栋所属小区不可修改');
  if (nameTaken(store.hierarchy.buildingsOf(b.depId), v.buildingName, (x) => x.buildingName, b))
    return failure('20409', '楼栋名称已存在');
  b.buildingName = String(v.buildingName).trim();
  b.depType = int(v.depType) as BuildingRecord['depType'];
  propertyState(store).buildings.set(b.buildingId, {
    floors: v.floors == null ? null : int(v.floors),
    remark: text(v.remark),
  });
  return success(b);
}

function dropBuildingTree(store: Store, buildingId: number): void {
  for (const u of store.hierarchy.unitsOf(buildingId)) store.hierarchy.roomsOf(u.unitId).splice(0);
  store.hierarchy.unitsOf(buildingId).splice(0);
  propertyState(store).buildings.delete(buildingId);
}

export function deleteBuilding(store: Store, b: BuildingRecord): Outcome<true> {
  if (buildingRelations(store, b.buildingId).length) return BLOCKED();
  dropBuildingTree(store, b.buildingId);
  const list = store.hierarchy.buildingsOf(b.depId);
  list.splice(list.indexOf(b), 1);
  return success(true);
}

// ── units ──────────────────────────────────────────────────────────────────────────────────────────

/** Rooms floor by floor, numbered floor + two digits (1201), up to the given shape. */
function fillRooms(unitId: number, rooms: RoomRecord[], floors: number, perFloor: number): void {
  for (let floor = 1; floor <= floors; floor++) {
    for (let n = 1; n <= perFloor; n++) {
      const roomNumberId = unitId * 1000 + floor * 10 + n;
      if (rooms.some((r) => r.roomNumberId === roomNumberId)) continue;
      rooms.push({
        roomNumberId,
        roomNumber: `${floor}${String(n).padStart(2, '0')}`,
        nicknName: '',
        unitId,
        floor,
      });
    }
  }
  rooms.sort((a, b) => a.roomNumberId - b.roomNumberId);
}

/** Floors and rooms per floor of a unit form (their bounds are the contract's: PropertyUnit.yaml). */
function checkShape(v: Values): Outcome<{ floors: number; perFloor: number }> {
  return success({ floors: int(v.floors), perFloor: int(v.roomsPerFloor) });
}

export function addUnit(store: Store, v: Values): Outcome<UnitRecord> {
  const buildingId = int(v.buildingId);
  const list = store.hierarchy.unitsOf(buildingId);
  if (nameTaken(list, v.unitName, (u) => u.unitName)) return failure('20409', '单元名称已存在');
  const shape = checkShape(v);
  if (!shape.ok) return shape;
  const n = freeSlot(new Set(list.map((u) => u.unitId - buildingId * 10)), MAX_UNITS);
  if (n === undefined) return failure('20410', `每栋楼最多 ${MAX_UNITS} 个单元`);
  const unit: UnitRecord = { unitId: buildingId * 10 + n, unitName: String(v.unitName).trim(), buildingId };
  const rooms = store.hierarchy.roomsOf(unit.unitId);
  rooms.splice(0);
  fillRooms(unit.unitId, rooms, shape.value.floors, shape.value.perFloor);
  list.push(unit);
  list.sort((a, b) => a.unitId - b.unitId);
  propertyState(store).units.set(unit.unitId, {
    hasElevator: int(v.hasElevator) ? 1 : 0,
    remark: text(v.remark),
  });
  return success(unit);
}

export function updateUnit(store: Store, u: UnitRecord, v: Values): Outcome<UnitRecord> {
  if (int(v.buildingId) !== u.buildingId) return failure('400', '单元所属楼栋不可修改');
  if (nameTaken(store.hierarchy.unitsOf(u.buildingId), v.unitName, (x) => x.unitName, u))
    return failure('20409', '单元名称已存在');
  const shape = checkShape(v);
  if (!shape.ok) return shape;
  const rooms = store.hierarchy.roomsOf(u.unitId);
  const now = unitShape(rooms);
  if (shape.value.floors < now.floors || shape.value.perFloor < now.roomsPerFloor)
    return failure('400', '楼层数和每层户数只能增加；多余的房屋请在房屋管理中删除');
  fillRooms(u.unitId, rooms, shape.value.floors, shape.value.perFloor);
  u.unitName = String(v.unitName).trim();
  propertyState(store).units.set(u.unitId, {
    hasElevator: int(v.hasElevator) ? 1 : 0,
    remark: text(v.remark),
  });
  return success(u);
}

export function deleteUnit(store: Store, u: UnitRecord): Outcome<true> {
  if (unitRelations(store, u.unitId).length) return BLOCKED();
  store.hierarchy.roomsOf(u.unitId).splice(0);
  const list = store.hierarchy.unitsOf(u.buildingId);
  list.splice(list.indexOf(u), 1);
  propertyState(store).units.delete(u.unitId);
  return success(true);
}

// ── rooms ──────────────────────────────────────────────────────────────────────────────────────────

function applyRoomExtra(store: Store, room: RoomRecord, v: Values): void {
  room.nicknName = text(v.nickName)?.trim() ?? '';
  propertyState(store).rooms.set(room.roomNumberId, {
    area: Number(v.area),
    usage: int(v.usage),
    status: int(v.status),
    remark: text(v.remark),
  });
}

export function addRoom(store: Store, v: Values): Outcome<RoomRecord> {
  const unitId = int(v.unitId);
  const floor = int(v.floor);
  const rooms = store.hierarchy.roomsOf(unitId);
  if (nameTaken(rooms, v.roomNumber, (r) => r.roomNumber)) return failure('20409', '房号已存在');
  const onFloor = new Set(rooms.filter((r) => r.floor === floor).map((r) => r.roomNumberId % 10));
  const n = freeSlot(onFloor, MAX_ROOMS_PER_FLOOR);
  if (n === undefined) return failure('20410', `每层最多 ${MAX_ROOMS_PER_FLOOR} 户`);
  const room: RoomRecord = {
    roomNumberId: unitId * 1000 + floor * 10 + n,
    roomNumber: String(v.roomNumber).trim(),
    nicknName: '',
    unitId,
    floor,
  };
  applyRoomExtra(store, room, v);
  rooms.push(room);
  rooms.sort((a, b) => a.roomNumberId - b.roomNumberId);
  return success(room);
}

export function updateRoom(store: Store, room: RoomRecord, v: Values): Outcome<RoomRecord> {
  if (int(v.unitId) !== room.unitId || int(v.floor) !== room.floor)
    return failure('400', '房屋所在单元和楼层不可修改');
  if (nameTaken(store.hierarchy.roomsOf(room.unitId), v.roomNumber, (r) => r.roomNumber, room))
    return failure('20409', '房号已存在');
  room.roomNumber = String(v.roomNumber).trim();
  applyRoomExtra(store, room, v);
  return success(room);
}

export function deleteRoom(store: Store, room: RoomRecord): Outcome<true> {
  if (roomRelations(store, room.roomNumberId).length) return BLOCKED();
  const rooms = store.hierarchy.roomsOf(room.unitId);
  rooms.splice(rooms.indexOf(room), 1);
  propertyState(store).rooms.delete(room.roomNumberId);
  return success(true);
}
