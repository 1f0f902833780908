// What still points into a part of the community hierarchy: every record of every generated resource
// whose community / building / unit / room reference lands inside it. Deleting a community, building,
// unit or room is refused while anything is bound (02 §8 delete-blocked dialog); the structure below
// it (buildings, units, rooms) goes with it.
import { metas } from '../../resources/store.js';
import type { ResourceName } from '../../resources/types.js';
import type { Store } from '../store.js';

/** The hierarchy resources themselves are views of the tree, not bound records. */
export const HIERARCHY_RESOURCES: ReadonlySet<string> = new Set([
  'PropertyCommunity',
  'PropertyBuilding',
  'PropertyUnit',
  'PropertyRoom',
]);

export interface Subtree {
  community?: number;
  buildings?: ReadonlySet<number>;
  units?: ReadonlySet<number>;
  rooms?: ReadonlySet<number>;
}

export interface Relation {
  label: string;
  count: number;
}

/** Records bound inside the subtree, one line per resource that has any. */
export function boundRecords(store: Store, subtree: Subtree): Relation[] {
  const out: Relation[] = [];
  for (const meta of Object.values(metas)) {
    if (HIERARCHY_RESOURCES.has(meta.name)) continue;
    const checks: { key: string; hit: (id: number) => boolean }[] = [];
    for (const field of meta.fields) {
      if (field.ref === 'community' && subtree.community !== undefined) {
        checks.push({ key: field.key, hit: (id) => id === subtree.community });
      } else if (field.ref === 'building' && subtree.buildings) {
        checks.push({ key: field.key, hit: (id) => subtree.buildings!.has(id) });
      } else if (field.ref === 'unit' && subtree.units) {
        checks.push({ key: field.key, hit: (id) => subtree.units!.has(id) });
      } else if (field.ref === 'room' && subtree.rooms) {
        checks.push({ key: field.key, hit: (id) => subtree.rooms!.has(id) });
      }
    }
    if (!checks.length) continue;
    const rows = store.resources.table(meta.name as ResourceName).all();
    const count = rows.filter((row) =>
      checks.some(({ key, hit }) => row[key] !== null && row[key] !== undefined && hit(Number(row[key]))),
    ).length;
    if (count > 0) out.push({ label: meta.title, count });
  }
  return out;
}
