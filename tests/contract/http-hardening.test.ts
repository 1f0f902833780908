// HTTP hardening of the mock backend, as the contract states it: uploads take only the formats each
// operation declares (by content) and stored files cannot run as pages of the console's origin; every
// response carries the security headers and every HTML page a CSP; bodies are limited per route
// (x-body-limit); the control endpoints refuse cross-site requests; websockets limit frame size and
// sockets per session (asyncapi x-max-payload, x-max-sockets-per-session).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type WebSocket from 'ws';
import YAML from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../mock-server/src/app';
import { CONSOLE_CSP } from '../../mock-server/src/console-csp';
import { DEFAULT_BODY_LIMIT, loadDoc, loadOperations } from '../../mock-server/src/contract/load';
import {
  WS_CLOSE_TOO_MANY_SOCKETS,
  WS_MAX_PAYLOAD,
  WS_MAX_SOCKETS_PER_SESSION,
} from '../../mock-server/src/realtime/constants';
import { SECURITY_HEADERS } from '../../mock-server/src/security-headers';
import { MAX_IMAGE_BYTES } from '../../mock-server/src/domains/upload/uploads';
import { TEST_NOW } from '../../mock-server/src/test-support/testing';
import {
  FV_TEMPLATE,
  HOSTILE_UPLOADS,
  OLE2_HEAD,
  PNG_1PX,
} from '../../mock-server/src/test-support/upload-samples';

const TOKEN = 'hardening-test-token';
let app: FastifyInstance;

beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'zhsq-hardening-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dist, 'app.js'), 'export {}');
  app = await buildApp({ webDist: dist, seed: 20260101, scale: 4, now: () => TEST_NOW });
  await app.ready();
  const { store } = app.mock;
  store.sessions.openFixed(
    TOKEN,
    store.users.find((u) => u.userName === 'admin')!,
    TEST_NOW,
  );
});
afterAll(() => app.close());

interface FilePart {
  field?: string;
  filename: string;
  mimetype: string;
  data: Buffer;
}

function multipart(fields: Record<string, string>, file?: FilePart) {
  const boundary = 'zhsqhardening';
  const chunks: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; ` +
          `filename="${encodeURIComponent(file.filename)}"\r\nContent-Type: ${file.mimetype}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'door-authorization': TOKEN },
  };
}

/** The multipart upload operations of the contract, each with the fields it needs beside the file. */
const UPLOADS: { label: string; url: string; fields: Record<string, string> }[] = [
  { label: 'uploadFileV2', url: '/api/uploadFile/v2', fields: { type: 'estate' } },
  { label: 'uploadFileV1', url: '/api/uploadFile/v1?type=account_info', fields: {} },
  { label: 'uploadFVFile', url: '/api/uploadFVFile/v1', fields: {} },
  {
    label: 'datapumpImEx',
    url: '/api/datapump/im_ex/v2',
    fields: { type: 'residentImport', params: '{}' },
  },
];

async function post(url: string, fields: Record<string, string>, file?: FilePart) {
  return app.inject({ method: 'POST', url, ...multipart(fields, file) });
}

function importTaskCount(): number {
  return app.mock.store.datapump.list('1', 'import', 1, 1000).total;
}

describe('uploads take only the formats they declare, found by content', () => {
  it('every multipart operation of the contract is covered here', () => {
    const multipartOps = loadOperations(loadDoc('api'))
      .filter((op) => op.requestBody?.mediaTypes['multipart/form-data'])
      .map((op) => op.operationId)
      .sort();
    expect(multipartOps).toEqual(UPLOADS.map((u) => u.label).sort());
  });

  for (const upload of UPLOADS) {
    it(`${upload.label}: HTML, SVG, script and polyglots are refused with a Chinese message, nothing stored`, async () => {
      for (const hostile of HOSTILE_UPLOADS) {
        const files = app.mock.store.uploads.count();
        const tasks = importTaskCount();
        const res = await post(upload.url, upload.fields, hostile);
        expect(res.statusCode, hostile.label).toBe(200);
        const body = res.json<{ code: string | number; message: string }>();
        expect(['10303', '10506'], `${hostile.label}: ${JSON.stringify(body)}`).toContain(String(body.code));
        expect(body.message).toMatch(/^(请上传|仅支持导入Excel)/);
        expect(app.mock.store.uploads.count(), hostile.label).toBe(files);
        expect(importTaskCount(), hostile.label).toBe(tasks);
      }
    });
  }

  it("images get the console's own message: 请上传 jpg/png/jpeg 格式", async () => {
    const res = await post('/api/uploadFile/v2', { type: 'estate' }, HOSTILE_UPLOADS[0]);
    expect(res.json()).toEqual({ code: '10303', message: '请上传 jpg/png/jpeg 格式' });
  });

  it('the object-storage form post refuses them too, nothing stored', async () => {
    const token = app.mock.store.uploads.issueToken('estate');
    for (const [i, hostile] of HOSTILE_UPLOADS.entries()) {
      const key = `${token.dir}hostile-${i}.png`;
      const res = await app.inject({
        method: 'POST',
        url: '/api/static/oss',
        ...multipart(
          { key, policy: token.policy, OSSAccessKeyId: token.accessid, signature: token.signature },
          hostile,
        ),
      });
      expect(res.statusCode, hostile.label).toBe(400);
      expect(res.json()).toMatchObject({ code: 'InvalidArgument', message: '请上传 jpg/png/jpeg/bmp 格式' });
      expect((await app.inject({ method: 'GET', url: `/api/static/uploads/${key}` })).statusCode).toBe(404);
    }
  });

  it('a real PNG named .html with a text/html type is stored as image/png and served inline, sandboxed, nosniff', async () => {
    const res = await post(
      '/api/uploadFile/v2',
      { type: 'estate' },
      {
        filename: 'page.html',
        mimetype: 'text/html',
        data: PNG_1PX,
      },
    );
    const saved = res.json<{ code: string; data: { url: string; urlShow: string } }>();
    expect(saved.code).toBe('200');
    expect(saved.data.url).toMatch(/\.png$/);
    const served = await app.inject({ method: 'GET', url: saved.data.urlShow });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe('sandbox');
    expect(served.headers['content-disposition']).toMatch(/^inline;/);
    expect(served.rawPayload).toEqual(PNG_1PX);
  });

  it('a finger-vein template is stored as .dat and served only as a sandboxed attachment', async () => {
    const res = await post(
      '/api/uploadFVFile/v1',
      {},
      {
        filename: 'FV_1_2.dat',
        mimetype: 'text/html',
        data: FV_TEMPLATE,
      },
    );
    const saved = res.json<{ code: string; data: { urlShow: string } }>();
    expect(saved.code).toBe('200');
    const served = await app.inject({ method: 'GET', url: saved.data.urlShow });
    expect(served.headers['content-type']).toBe('application/octet-stream');
    expect(served.headers['content-disposition']).toMatch(/^attachment;/);
    expect(served.headers['content-security-policy']).toBe('sandbox');
  });

  it('an .xlsx import still works; an OLE2 file must be named .xls and a zip .xlsx', async () => {
    const template = await app.inject({
      method: 'GET',
      url: '/api/datapump/import_template/download/v2?dataType=resident',
      headers: { 'door-authorization': TOKEN },
    });
    expect(template.headers['content-type']).toContain('spreadsheetml');
    const xlsx = {
      filename: '住户导入.xlsx',
      mimetype: 'application/octet-stream',
      data: template.rawPayload,
    };
    const fields = { type: 'residentImport', params: '{}' };
    expect((await post('/api/datapump/im_ex/v2', fields, xlsx)).json()).toMatchObject({
      code: 0,
      data: { taskType: 'import' },
    });
    expect(
      (await post('/api/datapump/im_ex/v2', fields, { ...xlsx, filename: '住户.xls' })).json(),
    ).toMatchObject({ code: '10506' });
    const xls = { filename: '住户.xls', mimetype: 'application/vnd.ms-excel', data: OLE2_HEAD };
    expect((await post('/api/datapump/im_ex/v2', fields, xls)).json()).toMatchObject({ code: 0 });
  });
});

describe('security headers on every kind of response', () => {
  const SAMPLES: { label: string; method?: 'GET' | 'POST'; url: string; html?: boolean }[] = [
    { label: 'the console page', url: '/', html: true },
    { label: 'a console route (SPA fallback)', url: '/index.html', html: true },
    { label: 'a console asset', url: '/app.js' },
    { label: 'an /api answer', method: 'POST', url: '/api/f_l/login/v2' },
    { label: 'an unknown /api path', url: '/api/nope' },
    { label: 'a stored file', url: '/api/static/uploads/notice/fire-safety.svg' },
    { label: 'a control endpoint', url: '/__mock/state' },
    { label: 'the control page', url: '/__mock/', html: true },
    { label: 'an unknown page', url: '/no/such/page.txt' },
  ];

  for (const sample of SAMPLES) {
    it(sample.label, async () => {
      const res = await app.inject({ method: sample.method ?? 'GET', url: sample.url });
      for (const [name, value] of Object.entries(SECURITY_HEADERS))
        expect(res.headers[name], name).toBe(value);
      expect(String(res.headers['permissions-policy'])).toMatch(
        /camera=\(\).*microphone=\(\).*geolocation=\(\)/,
      );
      if (sample.html) {
        expect(String(res.headers['content-type'])).toMatch(/^text\/html/);
        expect(String(res.headers['content-security-policy'])).toMatch(/frame-ancestors 'self'/);
      }
    });
  }

  it('the console page gets the console CSP; the control page a CSP allowing only its own inline script', async () => {
    expect((await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']).toBe(
      CONSOLE_CSP,
    );
    const control = await app.inject({ method: 'GET', url: '/__mock/' });
    const csp = String(control.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(/script-src ([^;]+)/.exec(csp)?.[1]).not.toContain('unsafe-inline');
  });

  it('a refusal before any handler (413) carries them too', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/f_l/login/v2',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `userName=${'a'.repeat(DEFAULT_BODY_LIMIT)}`,
    });
    expect(res.statusCode).toBe(413);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('CSP violation reports are recorded and readable', async () => {
    const report = { 'csp-report': { 'document-uri': 'http://localhost/', 'violated-directive': 'img-src' } };
    const posted = await app.inject({
      method: 'POST',
      url: '/__mock/csp',
      headers: { 'content-type': 'application/csp-report' },
      payload: JSON.stringify(report),
    });
    expect(posted.statusCode).toBe(204);
    const list = (await app.inject({ method: 'GET', url: '/__mock/csp-reports' })).json<{
      reports: { report: unknown }[];
    }>();
    expect(list.reports.at(-1)?.report).toEqual(report);
  });
});

describe('body limits per route (x-body-limit)', () => {
  it('a 1 MB login form is refused with 413 and the envelope', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/f_l/login/v2',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `userName=admin&password=${'x'.repeat(1024 * 1024)}`,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      code: '413',
      message: '请求内容过大：该接口的请求体不能超过 64 KB，文件数与表单项数有上限',
    });
  });

  it('a 39 MB login form is refused from its Content-Length, before the body is sent', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      let text = '';
      socket.setTimeout(5000, () => socket.destroy(new Error('no answer within 5 s')));
      socket.on('data', (chunk) => {
        text += chunk.toString('utf8');
        if (text.includes('\r\n\r\n')) socket.destroy();
      });
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
      socket.write(
        'POST /api/f_l/login/v2 HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
          `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${39 * 1024 * 1024}\r\n\r\nuserName=`,
      );
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
  });

  it('an image upload still takes its 10 MB maximum', async () => {
    const data = Buffer.concat([PNG_1PX, Buffer.alloc(MAX_IMAGE_BYTES - PNG_1PX.length)]);
    const res = await post(
      '/api/uploadFile/v2',
      { type: 'estate' },
      {
        filename: 'big.png',
        mimetype: 'image/png',
        data,
      },
    );
    expect(res.json()).toMatchObject({ code: '200' });
  });

  it('every form or JSON body the contract allows fits the limit its operation declares', () => {
    const doc = loadDoc('api');
    const resolve = (s: any): any => {
      if (!s?.$ref) return s;
      return s.$ref
        .slice(2)
        .split('/')
        .reduce((n: any, k: string) => n[k.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
    };
    // worst case: every character of every string a 3-byte UTF-8 character, percent-encoded (9 bytes)
    const worst = (raw: any, depth = 0): number => {
      const s = resolve(raw);
      if (!s || depth > 6) return 0;
      const options = s.anyOf ?? s.oneOf;
      if (options) return Math.max(...options.map((o: unknown) => worst(o, depth + 1)));
      if (s.type === 'string') return (s.maxLength ?? 0) * 9;
      if (s.type === 'array') return (s.maxItems ?? 0) * worst(s.items, depth + 1);
      if (s.properties)
        return Object.entries(s.properties).reduce(
          (sum, [k, v]) => sum + k.length + 2 + worst(v, depth + 1),
          0,
        );
      return 24;
    };
    const tooSmall = loadOperations(doc).flatMap((op) => {
      const content = doc.paths[op.path]?.[op.method.toLowerCase()]?.requestBody?.content ?? {};
      return Object.entries(content)
        .filter(([type]) => type !== 'multipart/form-data')
        .map(([type, media]: [string, any]) => ({ op: op.operationId, type, worst: worst(media.schema) }))
        .filter((b) => b.worst > op.bodyLimit);
    });
    expect(tooSmall).toEqual([]);
  });
});

describe('control endpoints refuse cross-site requests', () => {
  const fault = (headers: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/__mock/faults',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: 'path=/f_l/login/v2&code=9999',
    });

  it('a form post from another origin: 403 with a Chinese message, no fault injected', async () => {
    const res = await fault({ origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ ok: false, message: expect.stringContaining('拒绝跨站请求') });
    expect(app.mock.faults.take('/f_l/login/v2')).toBeUndefined();
  });

  it('a request the browser marks Sec-Fetch-Site: cross-site: 403', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/__mock/state',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('an Origin of "null" (sandboxed page, file://): 403', async () => {
    expect((await fault({ origin: 'null' })).statusCode).toBe(403);
  });

  it('no Origin (tests, curl) and the own origin keep working', async () => {
    for (const headers of [{}, { origin: 'http://localhost:80', 'sec-fetch-site': 'same-origin' }]) {
      const res = await app.inject({ method: 'DELETE', url: '/__mock/faults', headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
    }
    expect((await app.inject({ method: 'GET', url: '/__mock/' })).statusCode).toBe(200);
  });
});

describe('websocket limits (asyncapi x-max-payload, x-max-sockets-per-session)', () => {
  const DOCS = { alert: 'alerts', notice: 'notice', inout: 'inout' } as const;
  const URLS = {
    alert: `/ws/alert/${TOKEN}`,
    notice: `/ws/notice/${TOKEN}`,
    inout: `/inout-websocket/${TOKEN}`,
  };

  function closed(socket: WebSocket): Promise<number> {
    return new Promise((resolve) => socket.on('close', (code) => resolve(code)));
  }

  it('the AsyncAPI documents state the limits the mock enforces', () => {
    for (const doc of Object.values(DOCS)) {
      const parsed = YAML.parse(readFileSync(path.join('asyncapi', `${doc}.yaml`), 'utf8'));
      const channel = Object.values(parsed.channels)[0] as Record<string, unknown>;
      expect(channel['x-max-payload'], doc).toBe(WS_MAX_PAYLOAD);
      expect(channel['x-max-sockets-per-session'], doc).toBe(WS_MAX_SOCKETS_PER_SESSION);
    }
  });

  for (const channel of Object.keys(URLS) as (keyof typeof URLS)[]) {
    it(`${channel}: a frame over the maximum closes the socket with 1009`, async () => {
      const socket = (await app.injectWS(URLS[channel])) as WebSocket;
      const code = closed(socket);
      socket.send('x'.repeat(WS_MAX_PAYLOAD + 1));
      expect(await code).toBe(1009);
    });

    it(`${channel}: one socket more than the cap closes the session's oldest with 4009`, async () => {
      const sockets: WebSocket[] = [];
      for (let i = 0; i < WS_MAX_SOCKETS_PER_SESSION; i++)
        sockets.push((await app.injectWS(URLS[channel])) as WebSocket);
      const oldest = closed(sockets[0]!);
      const newest = (await app.injectWS(URLS[channel])) as WebSocket;
      expect(await oldest).toBe(WS_CLOSE_TOO_MANY_SOCKETS);
      expect(app.mock.hub.stats()[channel]).toBe(WS_MAX_SOCKETS_PER_SESSION);
      for (const s of [...sockets, newest]) s.terminate();
    });
  }
});
