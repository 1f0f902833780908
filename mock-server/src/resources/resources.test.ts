// The generic resource handlers on the DoorDevice declaration (and on every declared blocker): tree
// node and search filters, sorting, paging, the shared rules with the console's messages, references,
// uniqueness, blocked deletes and visibility.
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { testApi, type TestApi } from '../test-support/http.js';
import { metas } from './store.js';
import type { ResourceName } from './types.js';

let api: TestApi;
beforeAll(async () => {
  api = await testApi();
});
afterAll(() => api.close());
beforeEach(() => api.app.mock.reset());

const PAGE = '/d_dev/doorDevice/page/v2';
const valid = { name: '测试门口机', serial: 'TEST0001AB', depId: 1499, position: 1 };

describe('page', () => {
  it('pages with the records envelope, newest first, 15 by default', async () => {
    const body = await api.get(PAGE);
    expect(body.code).toBe(0);
    expect(body.object.size).toBe(15);
    expect(body.object.records).toHaveLength(15);
    const ids = body.object.records.map((r: { id: number }) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(body.object.total).toBeGreaterThan(15);
  });

  it('filters by the sidebar tree node (community, building, unit)', async () => {
    const all = (await api.get(PAGE, { limit: 1000 })).object.records as Record<string, any>[];
    const sample = all.find((r) => r.unitId !== null)!;
    for (const [node, key] of [
      [`dep:${sample.depId}`, 'depId'],
      [`building:${sample.buildingId}`, 'buildingId'],
      [`unit:${sample.unitId}`, 'unitId'],
    ] as const) {
      const rows = (await api.get(PAGE, { node, limit: 1000 })).object.records as Record<string, any>[];
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r[key] === sample[key])).toBe(true);
    }
    expect((await api.get(PAGE, { node: 'dep:-1', limit: 1000 })).object.total).toBe(all.length);
  });

  it('searches like / eq / range and sorts', async () => {
    const like = (await api.get(PAGE, { name: '门口机', limit: 1000 })).object.records as Record<
      string,
      any
    >[];
    expect(like.every((r) => r.name.includes('门口机'))).toBe(true);
    const offline = (await api.get(PAGE, { online: 0, limit: 1000 })).object.records as Record<string, any>[];
    expect(offline.length).toBeGreaterThan(0);
    expect(offline.every((r) => r.online === 0)).toBe(true);
    const ranged = (await api.get(PAGE, { createTimeBegin: '2026-01-01 00:00:00', limit: 1000 })).object
      .records;
    expect(ranged.every((r: any) => r.createTime >= '2026-01-01 00:00:00')).toBe(true);
    const sorted = (await api.get(PAGE, { sort: 'name', order: 'asc', limit: 1000 })).object.records;
    const names = sorted.map((r: any) => r.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'zh-CN')));
  });

  it('answers the contract 400 for a bad node id', async () => {
    expect((await api.get(PAGE, { node: 'floor:1' })).code).toBe('400');
  });
});

describe('writes', () => {
  it('adds with server-set fields and derived names, then reads, edits and deletes', async () => {
    const added = await api.form('/d_dev/doorDevice/add/v2', valid);
    expect(added).toMatchObject({ code: 0, message: '新增成功' });
    const depName = api.app.mock.store.communities.find((c) => c.depId === 1499)!.depName;
    expect(added.object).toMatchObject({ ...valid, depName, online: 0, lastHeartbeat: null });
    const id = added.object.id as number;
    expect((await api.get('/d_dev/doorDevice/detail/v2', { id })).object.name).toBe('测试门口机');
    const edited = await api.form('/d_dev/doorDevice/update/v2', { ...valid, id, name: '新名字' });
    expect(edited).toMatchObject({ code: 0, message: '编辑成功' });
    expect(edited.object.createTime).toBe(added.object.createTime);
    expect(await api.form('/d_dev/doorDevice/delete/v2', { ids: String(id) })).toMatchObject({ code: 0 });
    expect((await api.get('/d_dev/doorDevice/detail/v2', { id })).code).toBe('20404');
  });

  it('rejects what the console rejects, with the same message (02 §5 IP rule)', async () => {
    const body = await api.form('/d_dev/doorDevice/add/v2', { ...valid, ip: '300.1.1.1' });
    expect(body.code).toBe('400');
    expect(body.message).toMatch(/IP/);
  });

  it('answers a pattern failure with the form’s own message', async () => {
    const body = await api.form('/d_dev/doorDevice/add/v2', { ...valid, serial: 'abc' });
    expect(body).toMatchObject({ code: '400', message: '设备序列号格式不正确（8-20 位大写字母或数字）' });
  });

  it('rejects a building of another community and a duplicate serial', async () => {
    expect((await api.form('/d_dev/doorDevice/add/v2', { ...valid, buildingId: 150001 })).code).toBe('400');
    await api.form('/d_dev/doorDevice/add/v2', valid);
    const again = await api.form('/d_dev/doorDevice/add/v2', valid);
    expect(again).toMatchObject({ code: '20409', message: '设备序列号已存在' });
  });

  it('never shows or changes another agent’s records', async () => {
    onTestFinished(api.grant('operator', ['DoorDevice'], ['1']));
    const foreign = (await api.get(PAGE, { limit: 1000 }, 'admin')).object.records as Record<string, any>[];
    const mine = (await api.get(PAGE, { limit: 1000 }, 'operator')).object.records as Record<string, any>[];
    const hidden = foreign.find((r) => !mine.some((m) => m.id === r.id));
    if (!hidden) return expect(mine.length).toBe(foreign.length);
    expect((await api.get('/d_dev/doorDevice/detail/v2', { id: hidden.id }, 'operator')).code).toBe('20404');
    expect((await api.form('/d_dev/doorDevice/delete/v2', { ids: String(hidden.id) }, 'operator')).code).toBe(
      '20404',
    );
  });
});

describe('blocked deletes (02 §8)', () => {
  const withBlockers = Object.values(metas).filter((m) => m.blockers.length > 0);
  it.each(withBlockers.map((m) => [m.name, m] as const))(
    '%s lists relations and refuses to delete',
    async (_, meta) => {
      const store = api.app.mock.store.resources;
      const target = store.table(meta.name as ResourceName).all()[0]!;
      const blocker = meta.blockers[0]!;
      const other = store.table(blocker.resource as ResourceName);
      const bound = other.all().find((r) => Number(r[blocker.field]) === target.id);
      if (!bound) other.insert({ ...other.all()[0], [blocker.field]: target.id });
      const base = meta.path;
      const relations = await api.get(`${base}/relations/v2`, { id: target.id });
      expect(relations.object ?? relations.data).toContainEqual(
        expect.objectContaining({ label: blocker.label }),
      );
      const refused = await api.form(`${base}/delete/v2`, { ids: String(target.id) });
      expect(refused).toMatchObject({ code: '20601', message: '请解绑以下关系后才能正常删除' });
      expect(store.table(meta.name as ResourceName).get(target.id)).toBeDefined();
    },
  );
});
