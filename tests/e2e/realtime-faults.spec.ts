// Fault journeys of the real-time channels (01 §4, §9; docs/adr/0035): every test starts its OWN mock
// server so it can stop it. Timings are measured against the server's own view (GET /__mock/realtime:
// open sockets, accepted connects, swallowed heartbeats), polled every 100 ms, with the spec's bounds:
// reconnect 4 s ± 25% after a loss (+1 s slack), a silent server detected 6 s after the heartbeat.
import { test as base, type APIRequestContext, type Page } from '@playwright/test';
import { expect } from './fixtures';
import { startMockServer, type MockServerProcess } from './mock-server-process';
import { openSignedIn } from './module-pages';

/** The longest reconnect wait (4000 ms + 25% jitter, docs/adr/0005) plus 1 s of slack. */
const RECONNECT_BOUND_MS = 4000 * 1.25 + 1000;
const DETECTION_BOUND_MS = 6000 + 500;
/** Poll the server's counters often so a measured time is at most this late. */
const POLL = { intervals: [100] };

interface Stats {
  alert: number;
  notice: number;
  noticeRegistered: number;
  inout: number;
  connects: { alert: number; notice: number; inout: number };
  silenced: string[];
  swallowed: { alert: number; notice: number; inout: number };
  down: string[];
  refused: { alert: number; notice: number; inout: number };
}

/** This test's own mock server, which it may stop and start again on the same port. */
interface OwnServer {
  url: string;
  /** Stops the server (SIGTERM) and waits until it has exited. */
  stop(): Promise<void>;
  /** Starts it again on the same port and seed; resolves when it answers, with that time. */
  start(): Promise<number>;
}

const test = base.extend<{ server: OwnServer }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure their dependencies
  server: async ({}, use, testInfo) => {
    // A sessions file keeps the console's login across a restart (docs/adr/0035).
    const env = { MOCK_SESSIONS_FILE: testInfo.outputPath('sessions.json') };
    let running: MockServerProcess | undefined = await startMockServer(env);
    const { url, port } = running;
    // The seeded system notices pop up over every page (02 §4): these journeys publish none.
    await fetch(`${url}/__mock/notices`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ notices: [] }),
    });
    const stop = async () => {
      const current = running;
      running = undefined;
      current?.stop();
      await current?.exited;
    };
    await use({
      url,
      stop,
      async start() {
        running = await startMockServer(env, 30_000, port);
        return Date.now();
      },
    });
    await stop();
  },
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
});

async function stats(request: APIRequestContext): Promise<Stats> {
  return (await (await request.get('/__mock/realtime')).json()) as Stats;
}

async function signedInAndConnected(page: Page, request: APIRequestContext): Promise<void> {
  await openSignedIn(page, '/');
  await expect(page.getByRole('heading', { name: '控制台' })).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(() => stats(request), POLL)
    .toMatchObject({ alert: 1, notice: 1, noticeRegistered: 1, inout: 1 });
}

/** Pushes a heat alert (admin's default reminders include it) and sees its pop-up. */
async function alertStillPopsUp(page: Page, request: APIRequestContext): Promise<void> {
  const response = await request.post('/__mock/alerts', { data: { type: 'heat' } });
  expect(((await response.json()) as { sent: number }).sent).toBe(1);
  const popup = page.getByRole('alertdialog', { name: '疫情预警' });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: '关闭' }).click();
  await expect(popup).toBeHidden();
}

/** Polls until `check` holds and returns when it was first seen (ms since epoch). */
async function seenAt(check: () => Promise<boolean>, timeout: number): Promise<number> {
  await expect.poll(check, { ...POLL, timeout }).toBe(true);
  return Date.now();
}

/** The measured times go into the report next to the test. */
function timing(description: string): void {
  test.info().annotations.push({ type: 'timing', description });
}

test.describe.configure({ timeout: 60_000 });

test('01 §4, §9: the console reconnects within 4 s (+25% jitter, +1 s) after the server restarts and shows the next alert', async ({
  page,
  request,
  server,
}) => {
  await signedInAndConnected(page, request);

  await server.stop();
  // the console lost its sockets and retries every 4 s; the server comes back on the same port
  const up = await server.start();
  const reconnected = await seenAt(async () => (await stats(request)).alert === 1, RECONNECT_BOUND_MS + 2000);
  timing(`reconnected ${reconnected - up} ms after the server was back`);
  expect(reconnected - up).toBeLessThanOrEqual(RECONNECT_BOUND_MS);
  await expect.poll(() => stats(request), POLL).toMatchObject({ notice: 1, noticeRegistered: 1, inout: 1 });
  // still the same session: no trip to the login page, and the next alert pops up
  await expect(page).not.toHaveURL(/#\/login/);
  await alertStillPopsUp(page, request);
});

test('01 §4, §9: a server that stops answering heartbeats is dropped 6 s after the heartbeat and the console reconnects', async ({
  page,
  request,
}) => {
  await signedInAndConnected(page, request);
  const before = await stats(request);

  const silenced = await request.post('/__mock/realtime/silence', { data: { channel: 'alert', on: true } });
  expect(silenced.ok()).toBe(true);
  // the console sends a heartbeat after 5 s without a frame; the server swallows it
  const heartbeat = await seenAt(async () => (await stats(request)).swallowed.alert >= 1, 5000 + 2000);
  // no reply within 6 s: the console closes the socket (the server sees it go)
  const dropped = await seenAt(async () => (await stats(request)).alert === 0, DETECTION_BOUND_MS + 2000);
  timing(`dropped ${dropped - heartbeat} ms after the swallowed heartbeat`);
  expect(dropped - heartbeat).toBeLessThanOrEqual(DETECTION_BOUND_MS);
  await request.post('/__mock/realtime/silence', { data: { channel: 'alert', on: false } });
  // and connects again 4 s later, on the alert channel only
  const back = await seenAt(async () => {
    const now = await stats(request);
    return now.alert === 1 && now.connects.alert === before.connects.alert + 1;
  }, RECONNECT_BOUND_MS + 2000);
  timing(`reconnected ${back - dropped} ms after the drop`);
  expect(back - dropped).toBeLessThanOrEqual(RECONNECT_BOUND_MS);
  expect((await stats(request)).connects).toMatchObject({
    notice: before.connects.notice,
    inout: before.connects.inout,
  });
  await alertStillPopsUp(page, request);

  // 01 §4: after logout no socket stays open
  await page.getByRole('button', { name: /用户菜单/ }).click();
  await page.getByText('退出', { exact: true }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/#\/login/);
  await expect
    .poll(() => stats(request), POLL)
    .toMatchObject({ alert: 0, notice: 0, noticeRegistered: 0, inout: 0 });
});

test('an alert pushed while the alert channel is down pops up once it is back (alert lookups)', async ({
  page,
  request,
}) => {
  await signedInAndConnected(page, request);
  const down = await request.post('/__mock/realtime/outage', { data: { channel: 'alert', on: true } });
  expect(down.ok()).toBe(true);
  await expect.poll(() => stats(request), POLL).toMatchObject({ alert: 0 });

  // pushed while no console listens: nobody gets the frame, the server keeps the record
  const response = await request.post('/__mock/alerts', { data: { type: 'heat' } });
  const pushed = (await response.json()) as { sent: number; frame: [string, { userName: string }] };
  expect(pushed.sent).toBe(0);
  // the console keeps trying every 4 s and is refused meanwhile
  await expect
    .poll(async () => (await stats(request)).refused.alert, {
      ...POLL,
      timeout: RECONNECT_BOUND_MS + 2000,
    })
    .toBeGreaterThanOrEqual(1);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  await request.post('/__mock/realtime/outage', { data: { channel: 'alert', on: false } });
  // back within the reconnect bound; the recovery's lookups then take their own (unbounded) time
  await expect
    .poll(() => stats(request), { ...POLL, timeout: RECONNECT_BOUND_MS + 2000 })
    .toMatchObject({ alert: 1 });
  const popup = page.getByRole('alertdialog', { name: '疫情预警' });
  await expect(popup).toBeVisible();
  await expect(popup.getByText(pushed.frame[1].userName)).toBeVisible();
  // one pop-up: the recovery found one missed record
  await popup.getByRole('button', { name: '关闭' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});
