// Checks of the add and update actions that need data: references to real records the session may
// see and unique fields. Every shape rule (required, empty text, the shared rules by name with the
// console's own messages) is the contract's, checked by the router before the handler runs.
import { agentById } from '../store/agents.js';
import type { Store } from '../domains/store.js';
import type { ResourceStore } from './store.js';
import type { ResourceMeta, ResourceName, Row } from './types.js';

export interface WriteError {
  code: string;
  message: string;
}

/** The writable fields of the body; absent optional fields become null (an edit replaces the record). */
export function writableValues(meta: ResourceMeta, body: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of meta.fields) {
    if (field.readOnly) continue;
    const value = body[field.key];
    values[field.key] = value === undefined || value === '' ? null : value;
  }
  return values;
}

function referenceError(
  store: Store,
  resources: ResourceStore,
  ref: string,
  value: unknown,
  values: Record<string, unknown>,
  depIds: Set<number>,
): boolean {
  const { hierarchy } = store;
  const id = Number(value);
  switch (ref) {
    case 'community':
      return !depIds.has(id);
    case 'building': {
      const building = hierarchy.buildingById(id);
      return !building || (values.depId != null && building.depId !== Number(values.depId));
    }
    case 'unit': {
      const unit = hierarchy.unitById(id);
      return !unit || (values.buildingId != null && unit.buildingId !== Number(values.buildingId));
    }
    case 'room': {
      const room = hierarchy.roomsOf(Math.floor(id / 1000)).find((r) => r.roomNumberId === id);
      return !room || (values.unitId != null && room.unitId !== Number(values.unitId));
    }
    case 'agent':
      // agent ids are text: '01' is not agent '1' (its name would not resolve)
      return !agentById(String(value));
    default:
      return !resources.table(ref as ResourceName).get(id);
  }
}

export async function checkWrite(
  meta: ResourceMeta,
  values: Record<string, unknown>,
  context: { store: Store; resources: ResourceStore; depIds: Set<number>; rows: Row[]; selfId?: number },
): Promise<WriteError | undefined> {
  for (const field of meta.fields) {
    if (field.readOnly) continue;
    const value = values[field.key];
    if (field.ref && value !== null) {
      const bad = referenceError(context.store, context.resources, field.ref, value, values, context.depIds);
      if (bad) return { code: '400', message: `${field.title}不存在或不属于所选上级` };
    }
    if (field.unique && value !== null) {
      const taken = context.rows.some(
        (r) => r.id !== context.selfId && String(r[field.key]) === String(value),
      );
      if (taken) return { code: '20409', message: `${field.title}已存在` };
    }
  }
  return undefined;
}
