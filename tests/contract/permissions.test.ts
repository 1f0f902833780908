// Roles are enforced (DESIGN.md "Security rules"): every /api operation is called with its contract
// example as the property-staff account `operator` and as `newuser` (no keys). An operation the
// contract's x-access / x-permissions refuse the user answers 100403 with the catalogue's message
// before validation and before any handler runs, and the store is left as it was; every other
// operation does not answer 100403.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../mock-server/src/app.js';
import { buildMenuTree } from '../../mock-server/src/domains/auth/menus.js';
import { handlers } from '../../mock-server/src/domains/index.js';
import { ensureAccounts } from '../../mock-server/src/domains/system/accounts.js';
import { roleKeys } from '../../mock-server/src/domains/system/permissions.js';
import { demoUsers } from '../../mock-server/src/store/users.js';
import { listOperations, loadBundled, responseErrors, type OperationInfo } from './lib/openapi.js';
import { PERMISSION_DENIED, refusedTo } from './lib/permissions.js';
import { requestFromExamples } from './lib/requests.js';

const NOW = new Date('2026-11-21T09:30:00+08:00');
const ACCESS = ['public', 'session', 'permission'];

const doc = loadBundled('api');
const operations = listOperations(doc);
const byId = new Map(operations.map((info) => [info.operationId, info]));
let app: FastifyInstance;

/** Handler runs per operationId: a refused request must not reach its handler. */
const handled = new Map<string, number>();
for (const handler of handlers) {
  const handle = handler.handle;
  handler.handle = (ctx) => {
    handled.set(handler.operationId, (handled.get(handler.operationId) ?? 0) + 1);
    return handle(ctx);
  };
}

beforeAll(async () => {
  app = await buildApp({ webDist: null, seed: 20260101, scale: 24, now: () => NOW, logger: false });
});
afterAll(() => app.close());

/** A session for a demo user in the current store (a reset replaces the store and its sessions). */
function tokenOf(userName: string): string {
  const user = app.mock.store.users.find((u) => u.userName === userName)!;
  const token = `permissions-${userName}`;
  app.mock.store.sessions.openFixed(token, user, NOW);
  return token;
}

async function callAs(userName: string, info: OperationInfo) {
  const res = await app.inject(requestFromExamples(doc, info, '/api', tokenOf(userName)));
  const json = String(res.headers['content-type']).startsWith('application/json');
  return { res, body: json ? (JSON.parse(res.body) as Record<string, any>) : undefined };
}

/** The parts of the store a request could change, serialised (sessions left out). */
function fingerprint(): string {
  const seen = new WeakSet<object>();
  const state = JSON.stringify(app.mock.store, (key, value: unknown) => {
    if (key === 'sessions') return undefined;
    if (value instanceof Map) return [...value.entries()];
    if (value instanceof Set) return [...value];
    if (typeof value === 'object' && value !== null) {
      if (seen.has(value)) return '[seen]';
      seen.add(value);
    }
    return value;
  });
  const roles = [2, 3, 5].map((id) => roleKeys(app.mock.store, id).keys.join());
  return `${state}\n${roles.join('\n')}`;
}

it('every operation says who may call it, in x-access, x-permissions and its description', () => {
  for (const info of operations) {
    const access = info.op['x-access'];
    expect(ACCESS, info.operationId).toContain(access);
    expect(access === 'public', info.operationId).toBe(info.public);
    if (access === 'permission') expect(Array.isArray(info.op['x-permissions']), info.operationId).toBe(true);
    expect(info.op.description, info.operationId).toContain('权限：');
  }
});

describe('the property-staff account (operator)', () => {
  const operator = demoUsers().find((u) => u.userName === 'operator')!;

  it('cannot read or save role permissions, nor list the system accounts', async () => {
    for (const id of ['rolePermissionGet', 'rolePermissionSave', 'systemUserPage', 'systemAccountPage']) {
      expect(refusedTo(operator, byId.get(id)!), id).toBe(true);
    }
    app.mock.reset();
    const before = roleKeys(app.mock.store, 3).keys;
    const save = await app.inject({
      method: 'POST',
      url: '/api/s_sys/role/permission/save/v1',
      headers: {
        'DOOR-Authorization': tokenOf('operator'),
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({ roleId: '3', keys: [...before, 'SystemRole'].join(',') }).toString(),
    });
    expect(save.json()).toEqual(PERMISSION_DENIED);
    expect(roleKeys(app.mock.store, 3).keys).toEqual(before);
    const menu = buildMenuTree(app.mock.store.users.find((u) => u.userName === 'operator')!);
    expect(menu.accessAuthList).not.toContain('SystemRole');
    // refused before validation: a request without its required fields gets the same answer
    const bare = await app.inject({
      method: 'GET',
      url: '/api/s_sys/role/permission/v1',
      headers: { 'DOOR-Authorization': tokenOf('operator') },
    });
    expect(bare.json()).toEqual(PERMISSION_DENIED);
    const users = await callAs('operator', byId.get('systemUserPage')!);
    expect(users.body).toEqual(PERMISSION_DENIED);
  });

  it('holds the operations of its own pages (工单报修, 社区发布, 社区关怀, 物业驾驶舱, 我的账户)', () => {
    for (const id of ['reportRepairPage', 'communityReleaseAdd', 'communityCaringPage', 'accountSummary']) {
      expect(refusedTo(operator, byId.get(id)!), id).toBe(false);
    }
  });
});

describe('01 §6 special user names', () => {
  it('gongan may read 安全指数 (its name adds the key); fangyi, of the same role, may not', async () => {
    app.mock.reset();
    ensureAccounts(app.mock.store);
    const info = byId.get('safetyIndex')!;
    expect((await callAs('gongan', info)).body?.code).not.toBe(PERMISSION_DENIED.code);
    expect((await callAs('fangyi', info)).body).toEqual(PERMISSION_DENIED);
  });
});

describe.each(['operator', 'newuser'])('as %s', (userName) => {
  const user = demoUsers().find((u) => u.userName === userName)!;
  const refused = operations.filter((info) => refusedTo(user, info));
  const answered = operations.filter((info) => !refusedTo(user, info));

  describe('refused: 100403 before validation and handler', () => {
    let before = '';
    beforeAll(() => {
      app.mock.reset();
      before = fingerprint();
    });

    it.each(refused)('$operationId', async (info) => {
      const runs = handled.get(info.operationId) ?? 0;
      const { res, body } = await callAs(userName, info);
      expect(res.statusCode).toBe(200);
      expect(body).toEqual(PERMISSION_DENIED);
      expect(responseErrors(info.op, 200, 'application/json', body)).toBeNull();
      expect(handled.get(info.operationId) ?? 0).toBe(runs);
    });

    it('left the store as it was', () => {
      expect(fingerprint() === before).toBe(true);
    });
  });

  describe('answered: never 100403 where its keys reach', () => {
    let dirty = true;
    it.each(answered)('$operationId', async (info) => {
      if (dirty) app.mock.reset();
      dirty = info.method !== 'GET';
      const { res, body } = await callAs(userName, info);
      expect(res.statusCode).toBe(200);
      expect(body?.code, JSON.stringify(body)).not.toBe(PERMISSION_DENIED.code);
    });
  });
});
