// POST /__mock/notices: publish exactly the given system notices (contract-checked); reset restores.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';

let app: FastifyInstance;

beforeEach(async () => {
  app = await buildApp({ validateResponses: true, webDist: null });
});
afterEach(async () => {
  await app.close();
});

const notice = {
  id: 9,
  updateTime: '2026-03-18 08:00:00',
  title: '测试通知',
  type: '1',
  contentHeading: '各位用户：',
  content: '<p>正文</p>',
  contentSign: '运营中心',
  contentSignTime: '2026-03-18',
  windowLocation: 2,
  notifyWindow: 1,
  notifyWindowForce: 0,
  windowButton: 0,
};

describe('POST /__mock/notices', () => {
  it('publishes exactly the given notices; /sys/notify/v2 serves them; reset restores the seed', async () => {
    type Listed = { notices: { id: number; title: string }[] };
    const summary = (list: Listed) => list.notices.map((n) => [n.id, n.title]);
    const seeded = (await app.inject({ method: 'GET', url: '/__mock/notices' })).json<Listed>();
    expect(seeded.notices.length).toBeGreaterThan(0);

    const set = await app.inject({ method: 'POST', url: '/__mock/notices', payload: { notices: [notice] } });
    expect(set.statusCode).toBe(200);
    const listed = await app.inject({ method: 'GET', url: '/api/sys/notify/v2?windowLocation=2' });
    expect(listed.json()).toMatchObject({ code: '0', object: { total: 1, records: [notice] } });

    await app.inject({ method: 'POST', url: '/__mock/notices', payload: { notices: [] } });
    expect((await app.inject({ method: 'GET', url: '/api/sys/notify/v2' })).json()).toMatchObject({
      object: { total: 0, records: [] },
    });
    expect((await app.inject({ method: 'GET', url: '/__mock/violations' })).json()).toEqual({
      violations: [],
    });

    await app.inject({ method: 'POST', url: '/__mock/reset' });
    const again = (await app.inject({ method: 'GET', url: '/__mock/notices' })).json<Listed>();
    expect(summary(again)).toEqual(summary(seeded));
  });

  it('refuses what the contract would not allow, with a Chinese message', async () => {
    const cases = [
      {},
      { notices: 'x' },
      { notices: [{ ...notice, windowLocation: 3 }] },
      { notices: [{ ...notice, extra: 1 }] },
      { notices: [notice, notice] },
    ];
    for (const payload of cases) {
      const res = await app.inject({ method: 'POST', url: '/__mock/notices', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/[\u4e00-\u9fa5]/);
    }
    const bad = await app.inject({
      method: 'POST',
      url: '/__mock/notices',
      headers: { 'content-type': 'application/json' },
      payload: '{nope',
    });
    expect(bad.statusCode).toBe(400);
  });
});
