// scratch: CPU profile of tab switches (not committed)
import { launchChromium, openPage, timeToFrame } from './lib/chromium.js';
import { login, startConsoleServer, stopServer } from './lib/console.js';

const dist = process.env.DIST ?? '/tmp/s7-unmin';
const server = await startConsoleServer(dist);
const browser = await launchChromium();
const { context, page } = await openPage(browser, {}, Number(process.env.THROTTLE ?? 4));
await login(page, server.url);
const TABS = [
  ['/estate/DoorDevice', '门口机'],
  ['/user/resident', '住户管理'],
] as const;
for (const [p, title] of TABS) {
  await page.evaluate((h) => (location.hash = h), p);
  await page.locator('.app-tabs .ant-tabs-tab-active', { hasText: title }).waitFor();
  const table = page.locator('.ant-table-wrapper:visible:not([data-bench-page])');
  await table.waitFor();
  await page.waitForLoadState('networkidle');
  await table.evaluate((el, n) => el.setAttribute('data-bench-page', n), title);
}
const cdp = await context.newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
const times: number[] = [];
type Prof = Awaited<ReturnType<typeof cdp.send<'Profiler.stop'>>>['profile'];
const profiles: Prof[] = [];
for (let i = 0; i < 6; i++) {
  const [, title] = TABS[i % 2]!;
  await cdp.send('Profiler.start');
  times.push(
    await timeToFrame(page, { click: '.app-tabs .ant-tabs-tab', text: title }, { selector: `[data-bench-page="${title}"]` }),
  );
  profiles.push((await cdp.send('Profiler.stop')).profile);
  await page.waitForLoadState('networkidle');
}
const profile = {
  nodes: profiles.flatMap((p, k) =>
    p.nodes.map((n) => ({ ...n, id: n.id + k * 1e6, children: n.children?.map((c) => c + k * 1e6) })),
  ),
  samples: profiles.flatMap((p, k) => (p.samples ?? []).map((id) => id + k * 1e6)),
  timeDeltas: profiles.flatMap((p) => p.timeDeltas ?? []),
};
console.log('times', times.map((t) => t.toFixed(0)).join(' '));
// self time per function
const self = new Map<string, number>();
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const dt = profile.timeDeltas ?? [];
profile.samples?.forEach((id, i) => {
  const n = byId.get(id)!;
  const cf = n.callFrame;
  const key = `${cf.functionName || '(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber}`;
  self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
});
const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 40);
for (const [k, v] of top) console.log(v.toFixed(1).padStart(8), k);
// inclusive per function (approx): total time of samples whose stack includes it
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const incl = new Map<string, number>();
profile.samples?.forEach((id, i) => {
  const seen = new Set<string>();
  for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
    const cf = byId.get(cur)!.callFrame;
    const key = `${cf.functionName || '(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber}`;
    if (seen.has(key)) continue;
    seen.add(key);
    incl.set(key, (incl.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
  }
});
console.log('--- inclusive');
for (const [k, v] of [...incl.entries()].sort((a, b) => b[1] - a[1]).slice(0, 80)) console.log(v.toFixed(1).padStart(8), k);
// nearest component (capitalised function) on each sample's stack
const comp = new Map<string, number>();
profile.samples?.forEach((id, i) => {
  for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
    const cf = byId.get(cur)!.callFrame;
    if (/^[A-Z]/.test(cf.functionName)) {
      const key = `${cf.functionName} ${cf.url.split('/').pop()}:${cf.lineNumber}`;
      comp.set(key, (comp.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
      return;
    }
  }
});
console.log('--- nearest component');
for (const [k, v] of [...comp.entries()].sort((a, b) => b[1] - a[1]).slice(0, 70)) console.log(v.toFixed(1).padStart(8), k);
await context.close();
await browser.close();
await stopServer(server);
