// Every generated resource's table, seeded on first use from its seed module (deterministic: each
// resource draws from its own Faker scope), with the *Name fields of its references filled in.
import { resourceMeta } from '@zhsq/contract/resources';
import { agentById } from '../store/agents.js';
import { formatDateTime } from '../store/clock.js';
import type { Store } from '../domains/store.js';
import { seeds } from '../domains/generated/seeds.js';
import { ResourceTable } from './table.js';
import type { FieldMeta, Place, ResourceMeta, ResourceName, Row, SeedContext } from './types.js';

export const metas: Readonly<Record<ResourceName, ResourceMeta>> = resourceMeta;
const DAY_MS = 86_400_000;

/** The field that shows a reference by name: depId -> depName, doorDeviceId -> doorDeviceName. */
export function nameKeyOf(key: string): string {
  return key.replace(/Id$/, 'Name');
}

export class ResourceStore {
  private readonly tables = new Map<ResourceName, ResourceTable>();
  private readonly seeding = new Set<ResourceName>();

  constructor(private readonly store: Store) {}

  table(name: ResourceName): ResourceTable {
    let table = this.tables.get(name);
    if (!table) {
      if (this.seeding.has(name))
        throw new Error(`resource seeds reference each other in a cycle at ${name}`);
      this.seeding.add(name);
      table = new ResourceTable(this.seed(name));
      this.seeding.delete(name);
      this.tables.set(name, table);
    }
    return table;
  }

  context(name: ResourceName): SeedContext {
    const faker = this.store.faker(`resource:${name}`);
    const store = this.store;
    const now = store.now().getTime();
    return {
      faker,
      store,
      daysAgo: (days) =>
        formatDateTime(new Date(now - days * DAY_MS - faker.number.int({ min: 0, max: DAY_MS - 1 }))),
      place: (spread = 6) => {
        const community = faker.helpers.arrayElement(store.communities.slice(0, Math.max(1, spread)));
        const building = faker.helpers.arrayElement(store.hierarchy.buildingsOf(community.depId));
        const unit = faker.helpers.arrayElement(store.hierarchy.unitsOf(building.buildingId));
        const room = faker.helpers.arrayElement(store.hierarchy.roomsOf(unit.unitId));
        return {
          depId: community.depId,
          buildingId: building.buildingId,
          unitId: unit.unitId,
          roomId: room.roomNumberId,
          roomNumber: room.roomNumber,
          agentId: community.agentId,
        } satisfies Place;
      },
      rows: (other) => this.table(other).all(),
    };
  }

  /** Fills the *Name field of every reference the row carries. */
  enrich(meta: ResourceMeta, row: Row): Row {
    const keys = new Set(meta.fields.map((f) => f.key));
    for (const field of meta.fields) {
      if (!field.ref) continue;
      const nameKey = nameKeyOf(field.key);
      if (nameKey === field.key || !keys.has(nameKey)) continue;
      row[nameKey] = this.referenceName(field, row[field.key]);
    }
    return row;
  }

  /** The display name of a referenced record, or null when the reference is empty or dangling. */
  referenceName(field: FieldMeta, value: unknown): string | null {
    if (value === null || value === undefined || value === '') return null;
    const id = Number(value);
    const { hierarchy } = this.store;
    switch (field.ref) {
      case 'community':
        return this.store.communities.find((c) => c.depId === id)?.depName ?? null;
      case 'building':
        return hierarchy.buildingById(id)?.buildingName ?? null;
      case 'unit':
        return hierarchy.unitById(id)?.unitName ?? null;
      case 'room': {
        const room = hierarchy.roomsOf(Math.floor(id / 1000)).find((r) => r.roomNumberId === id);
        const unit = room && hierarchy.unitById(room.unitId);
        const building = unit && hierarchy.buildingById(unit.buildingId);
        return room && unit && building ? `${building.buildingName}${unit.unitName}${room.roomNumber}` : null;
      }
      case 'agent':
        return agentById(String(value))?.agentName ?? null;
      default: {
        const other = metas[field.ref as ResourceName];
        if (!other) return null;
        const row = this.table(other.name as ResourceName).get(id);
        return row ? String(row[other.display] ?? '') : null;
      }
    }
  }

  private seed(name: ResourceName): Row[] {
    const seed = seeds[name];
    const meta = metas[name];
    if (!seed) return [];
    const ctx = this.context(name);
    return Array.from({ length: seed.count }, (_, i) => {
      const row = { ...blankOptional(meta), ...seed.make(ctx, i), id: i + 1 } as Row;
      return this.enrich(meta, row);
    });
  }
}

/** Optional fields a seed leaves out read as null, as the contract allows. */
export function blankOptional(meta: ResourceMeta): Record<string, null> {
  return Object.fromEntries(meta.fields.filter((f) => !f.required).map((f) => [f.key, null]));
}
