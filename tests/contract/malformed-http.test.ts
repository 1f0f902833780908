// Raw HTTP (docs/adr/0014): malformed requests reach the mock server as bytes on a socket — a bad
// Content-Length, a body over the limit, too many multipart parts or files, prototype-polluting keys —
// and each is answered with a 4xx and an envelope naming the problem; the server stays up and the
// next ordinary request is served.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../mock-server/src/app';

let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  app = await buildApp({ webDist: null });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => app.close());

/** Sends raw bytes and returns the status line's code and the body (the server closes or answers). */
function raw(request: string | Buffer, endAfterWrite = true): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(5000, () => socket.destroy(new Error('no answer within 5 s')));
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      const text = Buffer.concat(chunks).toString('utf8');
      const head = text.indexOf('\r\n\r\n');
      if (head < 0) return;
      const length = /content-length: (\d+)/i.exec(text.slice(0, head))?.[1];
      if (length !== undefined && Buffer.byteLength(text.slice(head + 4)) >= Number(length)) socket.end();
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      resolve({ status, body: text.slice(text.indexOf('\r\n\r\n') + 4) });
    });
    socket.write(request);
    if (endAfterWrite) socket.end();
  });
}

const post = (path: string, headers: Record<string, string | number>, body: string | Buffer = '') =>
  Buffer.concat([
    Buffer.from(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n` +
        Object.entries(headers)
          .map(([k, v]) => `${k}: ${v}\r\n`)
          .join('') +
        '\r\n',
    ),
    Buffer.isBuffer(body) ? body : Buffer.from(body),
  ]);

const LOGIN = '/api/f_l/login/v2';

async function expectStillServing() {
  const res = await fetch(`http://127.0.0.1:${port}/__mock/state`);
  expect(res.status).toBe(200);
}

function multipart(parts: number, files: number): { type: string; body: Buffer } {
  const boundary = 'zhsqfuzzboundary';
  let text = '';
  for (let i = 0; i < parts; i++)
    text += `--${boundary}\r\nContent-Disposition: form-data; name="field${i}"\r\n\r\nv${i}\r\n`;
  for (let i = 0; i < files; i++)
    text += `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="f${i}.txt"\r\nContent-Type: text/plain\r\n\r\nx\r\n`;
  text += `--${boundary}--\r\n`;
  return { type: `multipart/form-data; boundary=${boundary}`, body: Buffer.from(text) };
}

describe('malformed HTTP is answered with a 4xx, never a crash', () => {
  it('a Content-Length that is not a number: 400', async () => {
    const res = await raw(post(LOGIN, { 'Content-Type': 'application/json', 'Content-Length': 'abc' }, '{}'));
    expect(res.status).toBe(400);
    await expectStillServing();
  });

  it('a Content-Length longer than the body, then the client hangs up: nothing breaks', async () => {
    const res = await raw(
      post(LOGIN, { 'Content-Type': 'application/json', 'Content-Length': 500 }, '{"a":'),
    );
    expect([0, 400, 408]).toContain(res.status);
    await expectStillServing();
  });

  it('a body declared over the 40 MB limit: 413 with the envelope', async () => {
    const res = await raw(
      post(LOGIN, { 'Content-Type': 'application/json', 'Content-Length': 50 * 1024 * 1024 }, '{}'),
      false,
    );
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({ code: '413' });
    await expectStillServing();
  });

  it('a multipart upload with more files than allowed: 413', async () => {
    const { type, body } = multipart(1, 8);
    const res = await raw(
      post('/api/uploadFile/v2', { 'Content-Type': type, 'Content-Length': body.length }, body),
    );
    expect(res.status).toBe(413);
    await expectStillServing();
  });

  it('a multipart upload with too many parts: 413', async () => {
    const { type, body } = multipart(1200, 1);
    const res = await raw(
      post('/api/uploadFile/v2', { 'Content-Type': type, 'Content-Length': body.length }, body),
    );
    expect(res.status).toBe(413);
    await expectStillServing();
  });

  it('JSON with a __proto__ key: 400, and no object gains the key', async () => {
    const body = '{"userName":"admin","__proto__":{"polluted":"yes"}}';
    const res = await raw(
      post(LOGIN, { 'Content-Type': 'application/json', 'Content-Length': body.length }, body),
    );
    expect(res.status).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    await expectStillServing();
  });

  it('a form body with __proto__ or constructor keys: 400, and no object gains the key', async () => {
    for (const body of ['userName=admin&__proto__[polluted]=yes', 'constructor[prototype][polluted]=yes']) {
      const res = await raw(
        post(
          LOGIN,
          { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': body.length },
          body,
        ),
      );
      expect(res.status, body).toBe(400);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    await expectStillServing();
  });

  it('broken JSON: 400 with a Chinese message', async () => {
    const body = '{"userName": ';
    const res = await raw(
      post(LOGIN, { 'Content-Type': 'application/json', 'Content-Length': body.length }, body),
    );
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({
      code: '400',
      message: expect.stringMatching(/^请求格式错误/),
    });
    await expectStillServing();
  });
});
