// The property module's own state beside the generic resource tables: what the console edits on the
// community hierarchy (store.communities and store.hierarchy carry only what the side tree needs) and
// the parking-lot charge settings. One state per store, so /__mock/reset (a new store) starts afresh.
import type { Store } from '../store.js';

export interface CommunityExtra {
  propertyCompany: string | null;
  contactName: string | null;
  contactPhone: string | null;
  remark: string | null;
  createTime: string;
}

export interface BuildingExtra {
  floors: number | null;
  remark: string | null;
}

export interface UnitExtra {
  hasElevator: 0 | 1;
  remark: string | null;
}

export interface RoomExtra {
  area: number;
  usage: number;
  status: number;
  remark: string | null;
}

export interface ParkLotSetting {
  freeMinutes: number;
  unitMinutes: number;
  unitPrice: number;
  dailyCap: number;
  monthlyPrice: number;
  allowTemporary: 0 | 1;
  fullStopsTemporary: 0 | 1;
  updateTime: string | null;
}

export interface PropertyState {
  communities: Map<number, CommunityExtra>;
  buildings: Map<number, BuildingExtra>;
  units: Map<number, UnitExtra>;
  rooms: Map<number, RoomExtra>;
  parkSettings: Map<number, ParkLotSetting>;
}

const states = new WeakMap<Store, PropertyState>();

export function propertyState(store: Store): PropertyState {
  let state = states.get(store);
  if (!state) {
    state = {
      communities: new Map(),
      buildings: new Map(),
      units: new Map(),
      rooms: new Map(),
      parkSettings: new Map(),
    };
    states.set(store, state);
  }
  return state;
}
