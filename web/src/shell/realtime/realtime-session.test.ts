// The session's channels (01 §4): URLs, what each sends, alert → lookup → pop-up queue (01 §7, §8),
// push flags (01 §3, §4; 02 §4), in/out records, and nothing left behind when the session ends.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTICE_KEEPALIVE_MS } from '@/lib/constants/realtime';
import { getInoutState, requestInoutRecords } from '@/lib/realtime/inout-store';
import { markNoticeRead } from '@/lib/realtime/notice-read';
import { saveReminderTypes } from '@/lib/realtime/reminder-settings';
import { FakeDocument, FakeWebSocket, FakeWebSocketCtor } from '@/lib/realtime/testing/fake-websocket';
import { notice } from '@/lib/realtime/testing/notices';
import { mockApi } from '@/test/fetch-mock';
import { SESSION_ID } from '@/test/fixtures';
import { endSession } from '../session/session-store';
import { alertQueue } from './alert-queue';
import { pushFlags } from './flags-store';
import { onAlertMessage, setRealtimeEnvironment, startRealtime, stopRealtime } from './realtime-session';
import { carAlert, heatAlert } from './testing/alert-records';

const identity = { token: SESSION_ID, userId: '1', agentId: '1' };
const heatFrame = JSON.stringify([
  'new_heat_msg',
  {
    id: 100021,
    depId: 1499,
    depName: '锦绣花园',
    userName: '王建国',
    temperature: 37.8,
    healthCodeStatusDesc: '绿码',
    covid19CheckTimeDesc: '48小时内',
    isNoMask: 0,
    deviceName: '1号岗亭测温门禁',
    time: '2026-03-18 08:41:06',
  },
]);

function socket(path: string): FakeWebSocket {
  const found = FakeWebSocket.live().find((ws) => new URL(ws.url).pathname.startsWith(path));
  if (!found) throw new Error(`no live socket for ${path}`);
  return found;
}

/** Lets the lookup's fetch and JSON parsing settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  FakeWebSocket.reset();
  setRealtimeEnvironment({
    WebSocket: FakeWebSocketCtor,
    document: new FakeDocument().asDocument(),
    now: () => Date.now(),
    // the middle of the reconnect jitter: every reconnect waits exactly ALERT_RECONNECT_MS
    random: () => 0.5,
  });
});

afterEach(() => {
  stopRealtime();
  setRealtimeEnvironment(undefined);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('realtime session (01 §4)', () => {
  it('opens the alert, notice and inout channels on the page origin with the token, once', () => {
    startRealtime(identity);
    startRealtime(identity);
    expect(FakeWebSocket.instances.map((ws) => ws.url)).toEqual([
      `ws://localhost:3000/ws/alert/${SESSION_ID}`,
      `ws://localhost:3000/ws/notice/${SESSION_ID}`,
      `ws://localhost:3000/inout-websocket/${SESSION_ID}`,
    ]);
  });

  it("notice channel: 'agent:{agentId}' when ready, then 'ping' every 30 s; inout: {cmd:'ping', agentId}", () => {
    vi.useFakeTimers();
    startRealtime(identity);
    const noticeWs = socket('/ws/notice/');
    const inoutWs = socket('/inout-websocket/');
    noticeWs.serverOpen();
    inoutWs.serverOpen();
    expect(noticeWs.sent).toEqual(['agent:1']);
    vi.advanceTimersByTime(NOTICE_KEEPALIVE_MS);
    expect(noticeWs.sent).toEqual(['agent:1', 'ping']);
    expect(inoutWs.sent.map((t) => JSON.parse(t) as unknown)).toEqual([{ cmd: 'ping', agentId: '1' }]);
  });

  it('inout: record commands asked before the socket opens are sent when it opens; records are kept', () => {
    startRealtime(identity);
    requestInoutRecords(1499);
    const inoutWs = socket('/inout-websocket/');
    inoutWs.serverOpen();
    expect(inoutWs.sent.map((t) => JSON.parse(t) as unknown)).toEqual([
      { cmd: 'record', agentId: '1', depId: 1499 },
    ]);
    inoutWs.serverSend(JSON.stringify({ cmd: 'record', data: { recordId: 9, depId: 1499 } }));
    expect(getInoutState().records.map((r) => r.recordId)).toEqual([9]);
  });

  it('inout: records asked for before the channels start are asked for when the socket opens', () => {
    requestInoutRecords(1499);
    startRealtime(identity);
    const inoutWs = socket('/inout-websocket/');
    inoutWs.serverOpen();
    expect(inoutWs.sent.map((t) => JSON.parse(t) as unknown)).toEqual([
      { cmd: 'record', agentId: '1', depId: 1499 },
    ]);
  });

  it("inout: another session's start forgets the previous session's subscription", () => {
    startRealtime(identity);
    requestInoutRecords(1499);
    startRealtime({ ...identity, token: 'another-session', userId: '2' });
    const inoutWs = socket('/inout-websocket/another-session');
    inoutWs.serverOpen();
    expect(inoutWs.sent).toEqual([]);
  });

  it('§7 an alert runs its lookup (page 1, limit 1, today) and the record pops up', async () => {
    const lookup = mockApi('GET', '/d_vc/heatlist/v1', {
      code: '200',
      data: [heatAlert.record],
      totalCount: 1,
    });
    startRealtime(identity);
    socket('/ws/alert/').serverOpen();
    socket('/ws/alert/').serverSend(heatFrame);
    await vi.waitFor(() => expect(alertQueue.get().current?.type).toBe('heat'));
    const fields = lookup.calls[0]?.fields ?? {};
    expect(fields).toMatchObject({
      depId: '1499',
      isHandler: '0',
      start: '0',
      isNoMask: '0',
      page: '1',
      limit: '1',
    });
    expect(fields.beginTime).toMatch(/^\d{4}-\d{2}-\d{2} 00:00:00$/);
    expect(fields.endTime).toMatch(/^\d{4}-\d{2}-\d{2} 23:59:59$/);
    expect(fields.beginTime?.slice(0, 10)).toBe(fields.endTime?.slice(0, 10));
  });

  it('pop-ups queue in the order the alerts arrived, even when an earlier lookup answers later', async () => {
    let answerHeat: (value: unknown) => void = () => undefined;
    mockApi('GET', '/d_vc/heatlist/v1', () => new Promise((resolve) => (answerHeat = resolve)));
    const cars = mockApi('GET', '/e_ccw/list/v1', {
      code: 0,
      object: { content: [carAlert.record], totalCount: 1 },
    });
    startRealtime(identity);
    const alertWs = socket('/ws/alert/');
    alertWs.serverOpen();
    alertWs.serverSend(heatFrame);
    alertWs.serverSend(
      JSON.stringify(['new_car_warning_msg', { id: 400007, depId: 1499, depName: '锦绣花园' }]),
    );
    await vi.waitFor(() => expect(cars.calls).toHaveLength(1));
    await settle();
    expect(alertQueue.get().current).toBeUndefined();
    expect(cars.calls[0]?.fields.depId).toBeUndefined(); // 01 §4: the vehicle alert is not per community
    answerHeat({ code: '200', data: [heatAlert.record], totalCount: 1 });
    await vi.waitFor(() => expect(alertQueue.get().current?.type).toBe('heat'));
    await vi.waitFor(() => expect(alertQueue.get().pending.map((p) => p.type)).toEqual(['car']));
  });

  it('an alert storm makes one lookup per kind at a time; alerts meanwhile make one more, for the newest', async () => {
    const answers: ((value: unknown) => void)[] = [];
    const heat = mockApi('GET', '/d_vc/heatlist/v1', () => new Promise((resolve) => answers.push(resolve)));
    startRealtime(identity);
    const alertWs = socket('/ws/alert/');
    alertWs.serverOpen();
    for (const depId of [1, 2, 3, 4]) {
      const [event, payload] = JSON.parse(heatFrame) as [string, object];
      alertWs.serverSend(JSON.stringify([event, { ...payload, depId }]));
    }
    await vi.waitFor(() => expect(heat.calls).toHaveLength(1));
    await settle();
    expect(heat.calls).toHaveLength(1);
    answers[0]!({ code: '200', data: [heatAlert.record], totalCount: 1 });
    await vi.waitFor(() => expect(heat.calls).toHaveLength(2));
    expect(heat.calls[1]?.fields.depId).toBe('4');
    answers[1]!({ code: '200', data: [{ ...heatAlert.record, id: 4 }], totalCount: 1 });
    await vi.waitFor(() => expect(alertQueue.get().pending).toHaveLength(1));
    expect(alertQueue.get().current?.type).toBe('heat');
    await settle();
    expect(heat.calls).toHaveLength(2);
  });

  it('after a lost alert connection, each kind is looked up from the loss and what was missed pops up', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date(2026, 10, 22, 9, 46, 5, 500));
    saveReminderTypes('1', ['heat', 'car']);
    const missed = { ...heatAlert.record, id: 100022, userName: '李淑芬' };
    const heat = mockApi('GET', '/d_vc/heatlist/v1', (call: { fields: Record<string, string> }) => ({
      code: '200',
      data: [call.fields.depId ? heatAlert.record : missed],
      totalCount: 1,
    }));
    const cars = mockApi('GET', '/e_ccw/list/v1', { code: 0, object: { content: [] }, totalCount: 0 });
    startRealtime(identity);
    socket('/ws/alert/').serverOpen();
    expect(heat.calls).toHaveLength(0); // the first connection recovers nothing
    // the connection's last sign of life: alerts sent after it may be lost (the loss is noticed later)
    const lostAt = new Date();
    socket('/ws/alert/').serverSend(heatFrame);
    await vi.waitFor(() => expect(alertQueue.get().current?.record).toEqual(heatAlert.record));

    vi.advanceTimersByTime(1500);
    socket('/ws/alert/').serverClose(1006);
    vi.advanceTimersByTime(4000);
    socket('/ws/alert/').serverOpen();
    await vi.waitFor(() => expect(alertQueue.get().pending.map((p) => p.record)).toEqual([missed]));
    const pad = (n: number) => String(n).padStart(2, '0');
    const since = `${lostAt.getFullYear()}-${pad(lostAt.getMonth() + 1)}-${pad(lostAt.getDate())} ${pad(lostAt.getHours())}:${pad(lostAt.getMinutes())}:${pad(lostAt.getSeconds())}`;
    // every community of the user, from the second the connection was lost; only enabled kinds
    expect(heat.calls[1]?.fields).toMatchObject({ beginTime: since, page: '1', limit: '1' });
    expect(heat.calls[1]?.fields.depId).toBeUndefined();
    expect(cars.calls[0]?.fields).toMatchObject({ beginTime: since });
    expect(cars.calls).toHaveLength(1);
  });

  /** Heat reminders on, a heat list that always answers heatAlert's record, and the alert socket open. */
  function heatListAnswering() {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    saveReminderTypes('1', ['heat']);
    const heat = mockApi('GET', '/d_vc/heatlist/v1', {
      code: '200',
      data: [heatAlert.record],
      totalCount: 1,
    });
    startRealtime(identity);
    socket('/ws/alert/').serverOpen();
    return heat;
  }

  it('a record already shown is not shown again by the recovery', async () => {
    const heat = heatListAnswering();
    socket('/ws/alert/').serverSend(heatFrame);
    await vi.waitFor(() => expect(alertQueue.get().current?.type).toBe('heat'));
    socket('/ws/alert/').serverClose(1006);
    vi.advanceTimersByTime(4000);
    socket('/ws/alert/').serverOpen();
    await vi.waitFor(() => expect(heat.calls).toHaveLength(2));
    vi.useRealTimers(); // settle() waits on a real timer
    await settle();
    await settle();
    expect(alertQueue.get().pending).toEqual([]);
  });

  it('an alert pushed just after the reconnect, found by the recovery too, pops up once', async () => {
    // the pushed alert's record is in the server's list before the recovery's lookup reads it
    const heat = heatListAnswering();
    socket('/ws/alert/').serverClose(1006);
    vi.advanceTimersByTime(4000);
    socket('/ws/alert/').serverOpen(); // the recovery looks up the outage
    socket('/ws/alert/').serverSend(heatFrame); // and the alert's own lookup follows
    await vi.waitFor(() => expect(heat.calls).toHaveLength(2));
    vi.useRealTimers(); // settle() waits on a real timer
    await settle();
    await settle();
    expect(alertQueue.get().current?.record).toEqual(heatAlert.record);
    expect(alertQueue.get().pending).toEqual([]);
  });

  it('§8 an empty lookup shows nothing; a failed one is logged and ignored', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi('GET', '/d_vc/heatlist/v1', { code: '200', data: [], totalCount: 0 });
    startRealtime(identity);
    socket('/ws/alert/').serverOpen();
    socket('/ws/alert/').serverSend(heatFrame);
    await settle();
    await settle();
    expect(alertQueue.get().current).toBeUndefined();

    mockApi('GET', '/d_vc/heatlist/v1', { code: '500', message: '系统繁忙' });
    socket('/ws/alert/').serverSend(heatFrame);
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('告警查询失败', 'heat', expect.anything()));
    expect(alertQueue.get().current).toBeUndefined();
  });

  it('§2.8 kinds switched off in message_reminder_{userId} make no lookup; neither do silenced kinds', async () => {
    saveReminderTypes('1', ['car']);
    startRealtime(identity);
    socket('/ws/alert/').serverOpen();
    socket('/ws/alert/').serverSend(heatFrame);
    await settle();
    expect(alertQueue.get().current).toBeUndefined(); // no mockApi: a lookup would fail the test
  });

  it('dashboards hear every alert frame, even kinds whose pop-up reminder is switched off', () => {
    saveReminderTypes('1', ['car']);
    const heard = vi.fn();
    const stop = onAlertMessage(heard);
    startRealtime(identity);
    socket('/ws/alert/').serverOpen();
    socket('/ws/alert/').serverSend(heatFrame);
    expect(heard).toHaveBeenCalledWith({ type: 'heat', payload: expect.objectContaining({ id: 100021 }) });
    stop();
    socket('/ws/alert/').serverSend(heatFrame);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('§4 push flags: isNotice → release notice, export/import → report ready, msg_center → version', () => {
    startRealtime(identity);
    const alertWs = socket('/ws/alert/');
    alertWs.serverOpen();
    alertWs.serverSend('["push",{"isNotice":1,"noticeTime":"2026-03-18 18:00:00"}]');
    alertWs.serverSend('["push",{"export":1}]');
    alertWs.serverSend('["push",{"msg_center":1}]');
    expect(pushFlags.get()).toMatchObject({
      releaseNotice: true,
      noticeTime: '2026-03-18 18:00:00',
      reportReady: true,
      systemMessage: false,
      messageCenterVersion: 1,
    });
    alertWs.serverSend('["push",{"isNotice":0,"import":0}]');
    expect(pushFlags.get().releaseNotice).toBe(true);
  });

  it('02 §4 new_sys_msg raises the system-message flag only when a notice is new or updated', async () => {
    markNoticeRead(notice({ id: 5 }), '1');
    const list = mockApi('GET', '/sys/notify/v2', {
      code: '0',
      object: { records: [notice({ id: 5 })], total: 1 },
    });
    startRealtime(identity);
    const alertWs = socket('/ws/alert/');
    alertWs.serverOpen();
    alertWs.serverSend('["push",{"new_sys_msg":1}]');
    await vi.waitFor(() => expect(list.calls).toHaveLength(1));
    await settle();
    expect(pushFlags.get().systemMessage).toBe(false);

    mockApi('GET', '/sys/notify/v2', {
      code: '0',
      object: { records: [notice({ id: 5, updateTime: '2026-03-18 09:00:00' })], total: 1 },
    });
    alertWs.serverSend('["push",{"new_sys_msg":1}]');
    await vi.waitFor(() => expect(pushFlags.get().systemMessage).toBe(true));
  });

  it('§4 the session end closes every channel and leaves no timer; pop-ups and flags are forgotten', () => {
    vi.useFakeTimers();
    startRealtime(identity);
    for (const ws of FakeWebSocket.live()) ws.serverOpen();
    alertQueue.offer(heatAlert);
    pushFlags.raise('reportReady');
    vi.advanceTimersByTime(5000);
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    endSession();
    expect(FakeWebSocket.live()).toHaveLength(0);
    expect(vi.getTimerCount()).toBe(0);
    expect(alertQueue.get().current).toBeUndefined();
    expect(pushFlags.get().reportReady).toBe(false);
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(3);
  });
});
