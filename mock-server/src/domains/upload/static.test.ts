import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createState, type MockState } from '../../state.js';
import { TEST_NOW } from '../../test-support/testing.js';
import { PNG_1PX } from '../../test-support/upload-samples.js';
import { uploadStatic } from './static.js';

let app: FastifyInstance;
let state: MockState;

beforeAll(async () => {
  state = createState({ seed: 20260101, scale: 4, now: () => TEST_NOW });
  app = Fastify();
  await app.register(multipart);
  await app.register(uploadStatic, { state });
});
afterAll(() => app.close());

function form(fields: Record<string, string>, file?: { name: string; data: Buffer }) {
  const parts = Object.entries(fields).map(
    ([k, v]) => `--b\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  const chunks: Buffer[] = parts.map((p) => Buffer.from(p));
  if (file) {
    chunks.push(
      Buffer.from(
        `--b\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from('--b--\r\n'));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': 'multipart/form-data; boundary=b' } };
}

describe('upload static routes', () => {
  it('serves stored uploads and 404s unknown keys', async () => {
    const saved = state.store.uploads.save({
      type: 'estate',
      agentId: '1',
      filename: 'a.png',
      kind: 'image',
      data: PNG_1PX,
      maxBytes: 100,
    });
    if (!saved.ok) throw new Error('save failed');
    const res = await app.inject({ method: 'GET', url: saved.value.urlShow });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload).toEqual(PNG_1PX);
    expect((await app.inject({ method: 'GET', url: '/api/static/uploads/estate/none.png' })).statusCode).toBe(
      404,
    );
  });

  it('serves the seeded notice pictures and installer', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/static/uploads/notice/fire-safety.svg' });
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    expect(res.headers['content-security-policy']).toBe('sandbox');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('accepts an OSS form post with the credentials of /startupload/v1', async () => {
    const token = state.store.uploads.issueToken('estate');
    const key = `${token.dir}south-gate.png`;
    const fields = {
      key,
      policy: token.policy,
      OSSAccessKeyId: token.accessid,
      signature: token.signature,
      success_action_status: '200',
    };
    const ok = await app.inject({
      method: 'POST',
      url: '/api/static/oss',
      ...form(fields, { name: 'south-gate.png', data: PNG_1PX }),
    });
    expect(ok.statusCode).toBe(200);
    const stored = await app.inject({ method: 'GET', url: `/api/static/uploads/${key}` });
    expect(stored.rawPayload).toEqual(PNG_1PX);
    expect(stored.headers['content-disposition']).toMatch(/^inline;/);
    const forged = await app.inject({
      method: 'POST',
      url: '/api/static/oss',
      ...form({ ...fields, signature: 'x' }, { name: 'a.png', data: PNG_1PX }),
    });
    expect(forged.statusCode).toBe(403);
  });
});
