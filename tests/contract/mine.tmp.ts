// temporary: run the contract checks for my operations only (the full suite's 10 s hook times out here).
import { buildApp } from '../../mock-server/src/app.js';
import { isSuccessEnvelope, listOperations, loadBundled, responseErrors } from './lib/openapi.js';
import { requestFromExamples } from './lib/requests.js';
const TOKEN = '8f14e45fceea167a5a36dedd4bea2543';
const NOW = new Date('2026-11-21T09:30:00+08:00');
const re = new RegExp(process.argv[2] ?? '.');
const doc = loadBundled('api');
const ops = listOperations(doc).filter((o) => re.test(o.operationId));
const app = await buildApp({ webDist: null, seed: 20260101, scale: 24, now: () => NOW });
let bad = 0;
for (const info of ops) {
  app.mock.reset();
  const admin = app.mock.store.users.find((u) => u.userName === 'admin')!;
  app.mock.store.sessions.openFixed(TOKEN, admin, NOW);
  const res = await app.inject(requestFromExamples(doc, info, '/api', TOKEN) as never);
  const body = JSON.parse(res.body);
  const err = responseErrors(info.op, 200, res.headers['content-type'] as string, body);
  const ok = !err && isSuccessEnvelope(body) && app.mock.violations.length === 0;
  const noTok = JSON.parse((await app.inject(requestFromExamples(doc, info, '/api') as never)).body);
  const ok2 = info.public || noTok.code === '100013';
  if (!ok || !ok2) { bad++; console.log('FAIL', info.operationId, err, JSON.stringify(body).slice(0, 300), JSON.stringify(app.mock.violations).slice(0, 500)); }
  else console.log('ok', info.operationId);
}
await app.close();
console.log(ops.length, 'ops', bad, 'bad');
