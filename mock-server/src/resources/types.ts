// Types of the generic resource engine: the metadata generated from openapi/resources/ and the seed
// modules that fill each resource's table with deterministic rows.
import type { Faker } from '@faker-js/faker';
import type { ResourceName } from '@zhsq/web/generated/resources';
import type { Store } from '../store/index.js';

export type { ResourceName };
export type Row = Record<string, unknown> & { id: number };
export type ResourceAction = 'page' | 'detail' | 'add' | 'update' | 'delete' | 'relations';
export type ResourceScope = 'none' | 'agent' | 'dep' | 'building' | 'unit' | 'room';

export interface FieldMeta {
  key: string;
  title: string;
  type: 'integer' | 'number' | 'string';
  options?: readonly { value: string | number; label: string }[];
  format?: 'date' | 'date-time' | 'time';
  readOnly: boolean;
  required: boolean;
  search?: 'like' | 'eq' | 'range';
  sort?: boolean;
  rule?: string;
  ref?: string;
  unique?: boolean;
  widget?: string;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  default?: unknown;
}

export interface ResourceMeta {
  name: string;
  title: string;
  tag: string;
  path: string;
  envelope: 'records' | 'content' | 'data';
  scope: ResourceScope;
  display: string;
  actions: readonly ResourceAction[];
  blockers: readonly { resource: string; field: string; label: string }[];
  fields: readonly FieldMeta[];
}

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
