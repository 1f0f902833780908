// The side tree's calls over HTTP (01 §2.10, §7): lazy levels, paging, the agent filter of the
// OperationTree and the cursor of the advanced query.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApi, type TestApi } from '../../test-support/http.js';

let api: TestApi;
beforeAll(async () => {
  api = await testApi();
});
afterAll(() => api.close());

const ids = (body: Record<string, any>) => (body.object.content as { id: string }[]).map((n) => n.id);

describe('tree calls', () => {
  it('01 §9: treeList pages the communities by limit and page, totalCount = all', async () => {
    const first = await api.get('/h_d/treeList/v2', { node: 'dep:-1', limit: 10, page: 1 });
    const third = await api.get('/h_d/treeList/v2', { node: 'dep:-1', limit: 10, page: 3 });
    expect(first.object.totalCount).toBe(24);
    expect(ids(first)).toHaveLength(10);
    expect(ids(first)[0]).toBe('dep:1499');
    expect(ids(third)).toEqual(Array.from({ length: 4 }, (_, i) => `dep:${1519 + i}`));
  });

  it('02 §2 building tree: community > building (1) > unit (2) > room (3)', async () => {
    const buildings = await api.get('/h_d/treeList/v2', { node: 'dep:1499' });
    expect(buildings.object.content[0]).toMatchObject({ level: 1, type: 'building', parent: 'dep:1499' });
    const units = await api.get('/h_d/treeList/v2', { node: ids(buildings)[0]! });
    expect(units.object.content[0]).toMatchObject({ level: 2, type: 'unit' });
    const rooms = await api.get('/h_d/treeList/v2', { node: ids(units)[0]!, limit: 2 });
    expect(rooms.object.content).toHaveLength(2);
    expect(rooms.object.content[0]).toMatchObject({ level: 3, type: 'room', leaf: true });
    expect(rooms.object.totalCount).toBeGreaterThan(2);
  });

  it('agentId keeps the communities the agent owns directly (OperationTree)', async () => {
    const all = await api.get('/h_d/treeList/v2', { node: 'dep:-1', onlyDepFlag: 1, limit: 100 });
    const owned = await api.get('/h_d/treeList/v2', { node: 'dep:-1', onlyDepFlag: 1, agentId: '2' });
    const agents = (all.object.content as { agentId: string }[]).map((c) => c.agentId);
    expect(owned.object.totalCount).toBe(agents.filter((a) => a === '2').length);
    expect(owned.object.totalCount).toBeGreaterThan(0);
    expect(
      (owned.object.content as { agentId: string; leaf: boolean }[]).every((c) => c.agentId === '2'),
    ).toBe(true);
    expect(owned.object.content[0].leaf).toBe(true);
  });

  it('01 §7 searchTree: limit and lastDepId cursor walk every match once', async () => {
    const seen: string[] = [];
    let lastDepId: number | undefined;
    for (;;) {
      const query: Record<string, string | number> = { provinceId: '440000', limit: 3 };
      if (lastDepId !== undefined) query.lastDepId = lastDepId;
      const page = await api.get('/h_d/searchTree/v1', query);
      if (!page.object.content.length) break;
      seen.push(...ids(page));
      lastDepId = Number(ids(page).at(-1)!.slice(4));
      expect(page.object.totalCount).toBeGreaterThan(0);
    }
    const total = (await api.get('/h_d/searchTree/v1', { provinceId: '440000' })).object.totalCount;
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
  });

  it('sent only responses that conform to the contract', () => {
    expect(api.app.mock.violations).toEqual([]);
  });
});
