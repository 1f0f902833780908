// The building tree panel's calls: children of a node (treeList), and the add / edit / delete /
// relations operations of buildings, units and rooms (the hierarchy resources of the contract).
import { call, client } from '@/lib/api/instance';
import { TREE_PAGE_LIMIT } from '@/lib/constants/session-start';

export type PanelNodeKind = 'dep' | 'building' | 'unit' | 'room';

export interface PanelNode {
  key: string;
  kind: PanelNodeKind;
  id: number;
  title: string;
  leaf: boolean;
}

export function parseKey(key: string): { kind: PanelNodeKind; id: number } {
  const [kind, id] = key.split(':') as [PanelNodeKind, string];
  return { kind, id: Number(id) };
}

export async function loadChildren(key: string): Promise<PanelNode[]> {
  const result = await call(
    client.GET('/h_d/treeList/v2', { params: { query: { node: key, limit: TREE_PAGE_LIMIT, page: 1 } } }),
    { errorToast: true },
  );
  return result.object.content.map((n) => {
    const { kind, id } = parseKey(n.id);
    return { key: n.id, kind, id, title: n.text, leaf: kind === 'room' };
  });
}

export interface BuildingValues {
  buildingName: string;
  depType: 1 | 2 | 7 | 9;
  floors?: number;
  remark?: string;
}

export interface UnitValues {
  unitName: string;
  floors: number;
  roomsPerFloor: number;
  hasElevator: 0 | 1;
  remark?: string;
}

export interface RoomValues {
  floor: number;
  roomNumber: string;
  nickName?: string;
  area: number;
  usage: 1 | 2 | 3 | 4 | 5;
  status: 1 | 2 | 3 | 4;
  remark?: string;
}

export const buildingDetail = async (id: number) =>
  (await call(client.GET('/h_d/building/detail/v2', { params: { query: { id } } }))).object;
export const unitDetail = async (id: number) =>
  (await call(client.GET('/h_d/unit/detail/v2', { params: { query: { id } } }))).object;

export const addBuilding = (depId: number, values: BuildingValues) =>
  call(client.POST('/h_d/building/add/v2', { body: { depId, ...values } }), { action: 'add' });
export const updateBuilding = (id: number, depId: number, values: BuildingValues) =>
  call(client.POST('/h_d/building/update/v2', { body: { id, depId, ...values } }), { action: 'edit' });
export const addUnit = (depId: number, buildingId: number, values: UnitValues) =>
  call(client.POST('/h_d/unit/add/v2', { body: { depId, buildingId, ...values } }), { action: 'add' });
export const updateUnit = (id: number, depId: number, buildingId: number, values: UnitValues) =>
  call(client.POST('/h_d/unit/update/v2', { body: { id, depId, buildingId, ...values } }), {
    action: 'edit',
  });
export const addRoom = (depId: number, buildingId: number, unitId: number, values: RoomValues) =>
  call(client.POST('/h_d/room/add/v2', { body: { depId, buildingId, unitId, ...values } }), {
    action: 'add',
  });

export async function relationsOf(kind: 'building' | 'unit', id: number) {
  const path = kind === 'building' ? '/h_d/building/relations/v2' : '/h_d/unit/relations/v2';
  return (await call(client.GET(path, { params: { query: { id } } }))).object;
}

export function remove(kind: 'building' | 'unit', id: number) {
  const path = kind === 'building' ? '/h_d/building/delete/v2' : '/h_d/unit/delete/v2';
  return call(client.POST(path, { body: { ids: String(id) } }), { action: 'delete' });
}
