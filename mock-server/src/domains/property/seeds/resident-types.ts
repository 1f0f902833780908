// 住户类型 (the contract's Resident userType enum 1 业主 … 5 代理人), the authorization period it gives
// (02 §5: owner and family without end, the others one year), and where a resident lives.
import type { BuildingRecord, CommunityRecord, RoomRecord, UnitRecord } from '#mock/store/communities.js';

/** 住户类型 labels in the order of the contract's enum (1 业主 … 5 代理人). */
export const RESIDENT_TYPE_LABELS = ['业主', '家属', '租客', '临时客人', '代理人'] as const;
export type ResidentTypeLabel = (typeof RESIDENT_TYPE_LABELS)[number];
/** 02 §5: owner and family are authorised without end. */
export const UNLIMITED = '永久';

export function authEndFor(userType: number, start: string): string {
  return userType === 1 || userType === 2 ? UNLIMITED : `${Number(start.slice(0, 4)) + 1}${start.slice(4)}`;
}

/** The room a resident lives in, with the names of its community, building and unit. */
export interface ResidentPlace {
  depId: number;
  depName: string;
  buildingId: number;
  buildingName: string;
  unitId: number;
  unitName: string;
  roomNumberId: number;
  roomNumber: string;
}

export function residentPlace(
  community: CommunityRecord,
  building: BuildingRecord,
  unit: UnitRecord,
  room: RoomRecord,
): ResidentPlace {
  return {
    depId: community.depId,
    depName: community.depName,
    buildingId: building.buildingId,
    buildingName: building.buildingName,
    unitId: unit.unitId,
    unitName: unit.unitName,
    roomNumberId: room.roomNumberId,
    roomNumber: room.roomNumber,
  };
}
