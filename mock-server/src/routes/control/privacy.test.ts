// Privacy agreement (01 §7 updateUserPrivacyAgreementVersion): seeded users have accepted the version in
// force; POST /__mock/privacy publishes a new one, which they must accept once; reset restores.
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';

let app: FastifyInstance;
let token: string;

beforeEach(async () => {
  app = await buildApp({ validateResponses: true, webDist: null });
  const admin = app.mock.store.users.find((u) => u.userName === 'admin')!;
  token = app.mock.store.sessions.open(admin, new Date()).token;
});
afterEach(() => app.close());

const agreement = async () =>
  (
    await app.inject({
      method: 'GET',
      url: '/api/p_a/getPrivacyAgreement/v1',
      headers: { 'DOOR-Authorization': token },
    })
  ).json<{ data: { version: string; acceptedVersion: string | null; needAccept: boolean } }>().data;

describe('privacy agreement versions', () => {
  it('asks again after a new version and records the acceptance', async () => {
    expect(await agreement()).toMatchObject({
      version: 'v1.0.0',
      acceptedVersion: 'v1.0.0',
      needAccept: false,
    });

    const published = await app.inject({
      method: 'POST',
      url: '/__mock/privacy',
      payload: { version: 'v2.0.0' },
    });
    expect(published.json()).toMatchObject({ version: 'v2.0.0', accepted: { admin: 'v1.0.0' } });
    expect(await agreement()).toMatchObject({
      version: 'v2.0.0',
      acceptedVersion: 'v1.0.0',
      needAccept: true,
    });

    const accepted = await app.inject({
      method: 'POST',
      url: '/api/p_a/updateUserPrivacyAgreementVersion/v1',
      headers: { 'DOOR-Authorization': token, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'version=v2.0.0',
    });
    expect(accepted.json()).toMatchObject({ code: '200' });
    expect(await agreement()).toMatchObject({ needAccept: false, acceptedVersion: 'v2.0.0' });
    expect(app.mock.violations).toEqual([]);

    await app.inject({ method: 'POST', url: '/__mock/reset' });
    expect((await app.inject({ method: 'GET', url: '/__mock/privacy' })).json()).toMatchObject({
      version: 'v1.0.0',
      accepted: { admin: 'v1.0.0', operator: 'v1.0.0' },
    });
  });

  it('refuses a malformed version', async () => {
    const res = await app.inject({ method: 'POST', url: '/__mock/privacy', payload: { version: '2.0' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'version 必填，格式如 v2.0.0' });
  });
});
