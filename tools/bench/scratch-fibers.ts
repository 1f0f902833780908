// scratch: which components re-render on a tab switch, and which of them started it (not committed)
import { launchChromium, openPage, timeToFrame } from './lib/chromium.js';
import { login, startConsoleServer, stopServer } from './lib/console.js';

const dist = process.env.DIST ?? '/tmp/s7-unmin';
const server = await startConsoleServer(dist);
const browser = await launchChromium();
const { context, page } = await openPage(browser, {}, 1);
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
const SNAP = () => {
  type F = { tag: number; type: unknown; elementType: unknown; child: F | null; sibling: F | null; return: F | null; alternate: F | null; memoizedProps: unknown; memoizedState: unknown; stateNode: unknown };
  const w = window as unknown as { __snap?: WeakMap<object, { props: unknown; state: unknown }> ; __ids?: WeakMap<object, object> };
  const c = document.getElementById('root')! as unknown as Record<string, { stateNode: { current: F } }>;
  const key = Object.keys(c).find((k) => k.startsWith('__reactContainer$'))!;
  const root = c[key]!.stateNode.current;
  const name = (f: F) => {
    const t = (f.type ?? f.elementType) as { displayName?: string; name?: string; render?: { name?: string }; type?: { name?: string } } | string | null;
    if (!t) return `#${f.tag}`;
    if (typeof t === 'string') return t;
    return t.displayName || t.name || t.render?.name || t.type?.name || `anon${f.tag}`;
  };
  const ids = (w.__ids ??= new WeakMap());
  const id = (f: F): object => {
    let v = ids.get(f) ?? (f.alternate ? ids.get(f.alternate) : undefined);
    if (!v) { v = {}; }
    ids.set(f, v); if (f.alternate) ids.set(f.alternate, v);
    return v;
  };
  const prev = w.__snap;
  const next = new WeakMap<object, { props: unknown; state: unknown }>();
  const origins: Record<string, number> = {};
  const rendered: Record<string, number> = {};
  const walk = (f: F | null, path: string[]) => {
    for (let cur = f; cur; cur = cur.sibling) {
      const k = id(cur);
      next.set(k, { props: cur.memoizedProps, state: cur.memoizedState });
      const o = prev?.get(k);
      const isComp = [0, 1, 11, 14, 15].includes(cur.tag);
      let p = path;
      if (o && isComp && (o.props !== cur.memoizedProps || o.state !== cur.memoizedState)) {
        const n = name(cur);
        rendered[n] = (rendered[n] ?? 0) + 1;
        if (o.props === cur.memoizedProps) {
          const where = `${n} <- ${path.slice(-4).join(' < ')}`;
          origins[where] = (origins[where] ?? 0) + 1;
        }
      }
      if (isComp) p = [...path, name(cur)];
      walk(cur.child, p);
    }
  };
  walk(root, []);
  w.__snap = next;
  return { origins, rendered };
};
await page.evaluate(SNAP);
for (let i = 0; i < 2; i++) {
  const [, title] = TABS[i % 2]!;
  const t = await timeToFrame(page, { click: '.app-tabs .ant-tabs-tab', text: title }, { selector: `[data-bench-page="${title}"]` });
  const r = await page.evaluate(SNAP);
  console.log('switch', title, t.toFixed(0), 'ms');
  console.log(' origins (rendered with same props):');
  for (const [k, v] of Object.entries(r.origins).sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log('   ', v, k);
  const tot = Object.values(r.rendered).reduce((a, b) => a + b, 0);
  console.log(' rendered total', tot, Object.entries(r.rendered).sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${k}:${v}`).join(' '));
  await page.waitForLoadState('networkidle');
  await page.evaluate(SNAP);
}
await context.close();
await browser.close();
await stopServer(server);
