// Tree nodes as the contract's TreeNode, and the queries behind the tree operations.
import { agentById, agentScope } from '../../store/agents.js';
import type {
  BuildingRecord,
  CommunityRecord,
  Hierarchy,
  RoomRecord,
  UnitRecord,
} from '../../store/communities.js';
import type { UserRecord } from '../../store/users.js';

export function communityNode(c: CommunityRecord, onlyDep: boolean) {
  return {
    id: `dep:${c.depId}`,
    text: c.depName,
    level: 0,
    parent: 'dep:-1',
    leaf: onlyDep,
    type: 'dep' as const,
    iconCls: 'department' as const,
    depType: 2,
    sqType: c.sqType,
    sqTypeName: c.sqTypeName,
    agentId: c.agentId,
    agentName: agentById(c.agentId)?.agentName ?? '',
    disName: c.districtName,
    provinceId: c.provinceId,
    cityId: c.cityId,
    districtId: c.districtId,
    streetId: c.streetId,
  };
}

export const buildingNode = (b: BuildingRecord) => ({
  id: `building:${b.buildingId}`,
  text: b.buildingName,
  level: 1,
  parent: `dep:${b.depId}`,
  leaf: false,
  type: 'building' as const,
  iconCls: 'building' as const,
  depType: b.depType,
});

export const unitNode = (u: UnitRecord) => ({
  id: `unit:${u.unitId}`,
  text: u.unitName,
  level: 2,
  parent: `building:${u.buildingId}`,
  leaf: false,
  type: 'unit' as const,
  iconCls: 'unit' as const,
});

/** Room label: number plus '(nickname)' unless the nickname is 应急房 (01-shell §3). */
export function roomLabel(r: RoomRecord): string {
  return r.nicknName && r.nicknName !== '应急房' ? `${r.roomNumber}(${r.nicknName})` : r.roomNumber;
}

export const roomNode = (r: RoomRecord) => ({
  id: `room:${r.roomNumberId}`,
  text: roomLabel(r),
  level: 3,
  parent: `unit:${r.unitId}`,
  leaf: true,
  type: 'room' as const,
  iconCls: 'room' as const,
  roomNumber: r.roomNumber,
  nicknName: r.nicknName,
});

/** Communities a user may see: those of the user's agent and every agent below it. */
export function visibleCommunities(all: CommunityRecord[], user: UserRecord): CommunityRecord[] {
  const scope = agentScope(user.agentId);
  return all.filter((c) => scope.has(c.agentId));
}

export interface CommunityFilter {
  /** Only the communities the agent owns directly (the OperationTree's agent > communities). */
  agentId?: string;
  provinceId?: string;
  cityId?: string;
  districtId?: string;
  streetId?: string;
  depName?: string;
  buildName?: string;
  unitName?: string;
  searchData?: string;
}

/** One page of a list: `page` from 1. */
export function pageOf<T>(list: readonly T[], page: number, limit: number): T[] {
  return list.slice((page - 1) * limit, page * limit);
}

export function filterCommunities(list: CommunityRecord[], f: CommunityFilter, hierarchy: Hierarchy) {
  const has = (text: string, part?: string) => !part || text.includes(part.trim());
  return list.filter((c) => {
    if (f.agentId && c.agentId !== f.agentId) return false;
    if (f.provinceId && c.provinceId !== f.provinceId) return false;
    if (f.cityId && c.cityId !== f.cityId) return false;
    if (f.districtId && c.districtId !== f.districtId) return false;
    if (f.streetId && c.streetId !== f.streetId) return false;
    if (!has(c.depName, f.depName)) return false;
    if (f.searchData && !has(c.depName, f.searchData) && !has(c.address, f.searchData)) return false;
    if (f.buildName || f.unitName) {
      const buildings = hierarchy.buildingsOf(c.depId).filter((b) => has(b.buildingName, f.buildName));
      if (!buildings.length) return false;
      if (
        f.unitName &&
        !buildings.some((b) => hierarchy.unitsOf(b.buildingId).some((u) => has(u.unitName, f.unitName)))
      )
        return false;
    }
    return true;
  });
}
