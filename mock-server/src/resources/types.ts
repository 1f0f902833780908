// Types of the generic resource engine: the metadata generated from openapi/resources/ and the seed
// modules that fill each resource's table with deterministic rows.
import type { Faker } from '@faker-js/faker';
import type { ResourceName, ResourceRow as Row } from '@zhsq/contract/resources';
import type { Store } from '../domains/store.js';

export type {
  FieldMeta,
  ResourceAction,
  ResourceMeta,
  ResourceName,
  ResourceRow as Row,
  ResourceScope,
} from '@zhsq/contract/resources';

/** Where a seeded row lives: a real community, and building / unit / room below it. */
export interface Place {
  depId: number;
  buildingId: number;
  unitId: number;
  roomId: number;
  roomNumber: string;
  agentId: string;
}

export interface SeedContext {
  faker: Faker;
  store: Store;
  /** Formatted Beijing time `days` ago plus a random part of a day (yyyy-MM-dd HH:mm:ss). */
  daysAgo(days: number): string;
  /** A random place in one of the first `spread` communities (the ones demo data concentrates on). */
  place(spread?: number): Place;
  /** Rows of another resource (seeded first if needed), for foreign keys. */
  rows(resource: ResourceName): readonly Row[];
}

export interface ResourceSeed {
  /** Number of rows made at seed time. */
  count: number;
  /** One row without id and without the derived *Name fields of its references. */
  make(ctx: SeedContext, index: number): Record<string, unknown>;
  /** Values of read-only fields for a row created through the add operation. */
  created?(ctx: SeedContext, input: Record<string, unknown>): Record<string, unknown>;
}
