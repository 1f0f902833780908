// Pure parts of the resource engine: search values -> query (ranges as whole days), empty values
// dropped, declared fields resolved against the contract, hidden-route paths for a record.
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { RouteTable } from '@/shell/route-table';
import type { ShellRoute } from '@/shell/route-types';
import { declaredFields } from './declared-fields';
import { searchQuery } from './fields';
import { compactQuery } from './resource-api';
import { modePath } from './route-paths';
import { metaOf, type ResourcePageDeclaration } from './types';

const meta = metaOf('DoorDevice');

describe('search query', () => {
  it('splits a date range into Begin / End covering whole days and trims text', () => {
    const fields = meta.fields.filter((f) => f.search);
    const query = searchQuery(fields, {
      name: '  门口机 ',
      online: 1,
      createTime: [dayjs('2026-11-01 15:00:00'), dayjs('2026-11-03 08:00:00')],
    });
    expect(query).toMatchObject({
      name: '门口机',
      online: 1,
      createTimeBegin: '2026-11-01 00:00:00',
      createTimeEnd: '2026-11-03 23:59:59',
    });
  });

  it('02 §4: empty values never reach the server', () => {
    expect(compactQuery({ a: '', b: undefined, c: null, d: [], e: 0, f: 'x' })).toEqual({ e: 0, f: 'x' });
  });
});

describe('declared fields', () => {
  it('defaults to the contract: search fields, writable fields, everything but id', () => {
    const fields = declaredFields(meta, { resource: 'DoorDevice', route: 'DoorDevice', columns: ['name'] });
    expect(fields.search.map((f) => f.key)).toEqual(['name', 'serial', 'position', 'online', 'createTime']);
    expect(fields.form.every((f) => !f.readOnly)).toBe(true);
    expect(fields.detail.some((f) => f.key === 'id')).toBe(false);
  });

  it('names an unknown field loudly', () => {
    expect(() =>
      declaredFields(meta, { resource: 'DoorDevice', route: 'DoorDevice', columns: [], form: ['nope'] }),
    ).toThrow('DoorDevice has no field nope');
  });
});

describe('hidden route paths', () => {
  const route = (name: string, path: string) => ({ name, path }) as ShellRoute;
  const routes = [
    route('EditByParam', '/estate/PropertyCommunityEdit/edit/:depId'),
    route('EditByQuery', '/system/systemManagement/edit'),
    route('Add', '/estate/PropertyCommunityAdd/add'),
  ];
  const table = {
    byName: new Map(routes.map((r) => [r.name, r])),
    declaredByName: new Map(),
  } as unknown as RouteTable;
  const declaration: ResourcePageDeclaration = {
    resource: 'DoorDevice',
    route: 'DoorDevice',
    columns: [],
    routes: { add: 'Add', edit: 'EditByParam', detail: 'EditByQuery' },
    routeParams: { depId: 'id' },
  };
  const row = { id: 7, depId: 1499 };

  it('fills route parameters from the record, through routeParams', () => {
    expect(modePath(table, declaration, 'edit', row)).toBe('/estate/PropertyCommunityEdit/edit/7');
    expect(modePath(table, declaration, 'add')).toBe('/estate/PropertyCommunityAdd/add');
  });

  it('passes the id as ?id= when the route has no parameter', () => {
    expect(modePath(table, declaration, 'detail', row)).toBe('/system/systemManagement/edit?id=7');
  });

  it('uses a dialog (no path) when the declaration names no route', () => {
    expect(modePath(table, { ...declaration, routes: {} }, 'edit', row)).toBeUndefined();
  });
});
