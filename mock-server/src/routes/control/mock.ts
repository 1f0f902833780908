// Control endpoints for tests and people trying flows by hand (DESIGN.md). Never part of /api.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { OPERATION_FAULTS } from '../../contract/faults.js';
import type { MockState } from '../../state.js';

interface FaultBody {
  path?: unknown;
  status?: unknown;
  code?: unknown;
  message?: unknown;
  times?: unknown;
  /** operationIds that answer off contract until the faults are cleared */
  drift?: unknown;
  /** operationIds that take any input unchecked until the faults are cleared */
  lax?: unknown;
}

export async function mockControl(app: FastifyInstance, { state }: { state: MockState }): Promise<void> {
  app.post('/__mock/reset', async () => {
    state.reset();
    return { reset: true, seed: state.store.seed, scale: state.store.scale };
  });

  app.post('/__mock/faults', async (request, reply) => {
    const body = (request.body ?? {}) as FaultBody;
    const kind = OPERATION_FAULTS.find((k) => body[k] !== undefined);
    if (kind) {
      const ids = Array.isArray(body[kind]) ? (body[kind] as unknown[]) : [];
      if (!ids.length || !ids.every((id) => typeof id === 'string' && id))
        return reply.code(400).send({ message: `${kind} 必须是接口 operationId 的非空数组` });
      state.faults.breakOperations(kind, ids as string[]);
      return { faults: state.faults.snapshot(), ...state.faults.brokenOperations() };
    }
    const times = body.times === undefined ? 1 : Number(body.times);
    const status = body.status === undefined ? undefined : Number(body.status);
    const code = body.code === undefined ? undefined : String(body.code);
    if (typeof body.path !== 'string' || !body.path)
      return reply.code(400).send({ message: 'path 必填，例如 /h_d/treeList/v2' });
    if (!status && !code) return reply.code(400).send({ message: 'status 与 code 至少填写一个' });
    if (status !== undefined && !(status >= 400 && status <= 599))
      return reply.code(400).send({ message: 'status 必须在 400 到 599 之间' });
    if (!Number.isInteger(times) || times < 1 || times > 1000)
      return reply.code(400).send({ message: 'times 必须是 1 到 1000 的整数' });
    state.faults.add({
      path: body.path,
      status,
      code,
      times,
      message: typeof body.message === 'string' ? body.message : undefined,
    });
    return { faults: state.faults.snapshot() };
  });

  app.delete('/__mock/faults', async () => {
    state.faults.clear();
    return { faults: [] };
  });

  // Sessions age as if the given minutes had passed: 31 ends them by idleness, 721 by their lifetime.
  app.post('/__mock/sessions/age', async (request, reply) => {
    const minutes = Number((request.body as { minutes?: unknown } | undefined)?.minutes);
    if (!Number.isFinite(minutes) || minutes <= 0 || minutes > 525_600)
      return reply.code(400).send({ message: 'minutes 必须是 0 到 525600 之间的正数' });
    return { aged: state.store.sessions.age(minutes) };
  });

  app.get('/__mock/violations', async () => ({ violations: state.violations }));

  app.get('/__mock/state', async () => ({
    seed: state.store.seed,
    scale: state.store.scale,
    communities: state.store.communities.length,
    users: state.store.users.map((u) => u.userName),
    faults: state.faults.snapshot(),
    ...state.faults.brokenOperations(),
    violations: state.violations.length,
  }));

  app.get('/__mock/', async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', CONTROL_PAGE_CSP)
      .send(CONTROL_PAGE),
  );
}

const CONTROL_SCRIPT = `
const out = document.getElementById('out');
const call = async (method, url, body) => {
  const res = await fetch(url, { method, headers: body ? { 'content-type': 'application/json' } : {}, body: body ? JSON.stringify(body) : undefined });
  out.textContent = res.status + '\\n' + JSON.stringify(await res.json(), null, 2);
};
document.getElementById('reset').onclick = () => call('POST', '/__mock/reset');
document.getElementById('state').onclick = () => call('GET', '/__mock/state');
document.querySelectorAll('[data-alert]').forEach((b) => (b.onclick = () => call('POST', '/__mock/alerts', { type: b.dataset.alert })));
document.getElementById('fault').onclick = () => {
  const v = (id) => document.getElementById(id).value.trim();
  call('POST', '/__mock/faults', { path: v('fpath'), status: v('fstatus') || undefined, code: v('fcode') || undefined, times: Number(v('ftimes') || 1) });
};
document.getElementById('clear').onclick = () => call('DELETE', '/__mock/faults');
`;

/** The control page runs its one inline script, named by hash, and nothing else. */
const CONTROL_PAGE_CSP = [
  "default-src 'self'",
  `script-src 'sha256-${createHash('sha256').update(CONTROL_SCRIPT).digest('base64')}'`,
  "style-src 'unsafe-inline'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

const CONTROL_PAGE = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>模拟后端控制台</title>
<style>body{font:14px/1.6 system-ui,sans-serif;max-width:760px;margin:24px auto;padding:0 16px}
fieldset{margin:12px 0;border:1px solid #d9d9d9;border-radius:6px}button{margin:4px}pre{background:#f5f5f5;padding:8px;overflow:auto}
label{margin-right:8px}</style></head><body>
<h1>模拟后端控制台</h1>
<fieldset><legend>数据</legend><button id="reset">重置为种子数据</button><button id="state">查看状态</button></fieldset>
<fieldset><legend>推送告警</legend>
${[
  'heat:疫情预警',
  'id:身份证预警',
  'native:籍贯预警',
  'stanger:陌生人抓拍',
  'car:车辆预警',
  'smoke:烟感报警',
]
  .map((t) => `<button data-alert="${t.split(':')[0]}">${t.split(':')[1]}</button>`)
  .join('')}
</fieldset>
<fieldset><legend>注入故障</legend>
<label>接口路径 <input id="fpath" value="/h_d/treeList/v2"></label>
<label>HTTP 状态 <input id="fstatus" size="4" placeholder="500"></label>
<label>信封 code <input id="fcode" size="8" placeholder="100013"></label>
<label>次数 <input id="ftimes" size="3" value="1"></label>
<button id="fault">注入</button><button id="clear">清除全部</button></fieldset>
<pre id="out">就绪</pre>
<script>${CONTROL_SCRIPT}</script></body></html>`;
