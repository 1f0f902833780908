// The derivation of each operation's access (docs/adr/0007) on the real console: shell calls need a
// session, a page's calls take its route's key (and roles), a list-page resource takes its route's
// key for all its actions and the lists its references read, and nothing else is granted.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { cataloguePages, readConsoleGraph } from './page-graph.mjs';
import { derivePermissions, type OperationRule } from './permissions.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const doc = JSON.parse(readFileSync(path.join(root, 'openapi/dist/api.json'), 'utf8')) as {
  paths: Record<string, Record<string, unknown>>;
};
let rules: Map<string, OperationRule>;

beforeAll(async () => {
  rules = await derivePermissions(root, doc);
}, 60_000);

const keysOf = (p: string) => rules.get(p)?.grants?.map((g) => g.authKey);

describe('operation access derived from the page graphs', () => {
  it('public operations are the ones with security: []; the shell’s calls need only a session', () => {
    expect(rules.get('/f_l/login/v2')).toEqual({ access: 'public' });
    for (const p of ['/f_l/getUserInfo/v1', '/auth/left/tree/v2', '/h_d/treeList/v2', '/h_wm/getMsgCount/v2'])
      expect(rules.get(p), p).toEqual({ access: 'session' });
  });

  it('role permissions and the system accounts take the keys of the pages that call them', () => {
    expect(rules.get('/s_sys/role/permission/save/v1')).toEqual({
      access: 'permission',
      grants: [{ authKey: 'SystemRole' }],
    });
    expect(keysOf('/s_sys/user/page/v2')).toEqual(['SystemFramework', 'SystemManagement', 'SystemRole']);
  });

  it('a list-page resource: every action takes its route’s key; a route with roles keeps them', () => {
    for (const action of ['page', 'detail', 'add', 'update', 'delete'])
      expect(keysOf(`/c_s/reportRepair/${action}/v2`), action).toEqual(['ReportRepair']);
    expect(rules.get('/el_map/gis/community/v1')?.grants).toEqual([{ authKey: 'GISMap', roles: [1] }]);
  });

  it('every page the catalogue names is found, and every operation gets a rule', async () => {
    const graph = readConsoleGraph(root, await cataloguePages(root));
    const pages = graph.pages.map((p) => p.route);
    expect(pages).toEqual(
      expect.arrayContaining(['SystemRole', 'ReportRepair', 'DashboardProperty', 'login']),
    );
    expect(new Set(pages).size).toBe(pages.length);
    expect([...rules.keys()].sort()).toEqual(Object.keys(doc.paths).sort());
  });
});
