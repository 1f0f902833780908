// The session's three channels (01 §4): alert, notice and inout, opened once the session is loaded
// and closed when it ends (onSessionEnd), with every timer. Frames are routed here: alerts through
// the lookup into the pop-up queue, push flags into the flags store, import/export progress to the
// listeners the layout registers, in/out records into their store.
import { ALERT_TYPES, type AlertType } from '@/lib/constants/alerts';
import {
  ALERT_CHANNEL_PATH,
  ALERT_HEARTBEAT_MS,
  ALERT_RECONNECT_MS,
  ALERT_SERVER_TIMEOUT_MS,
  HIDDEN_TAB_LIMIT_MS,
  INOUT_CHANNEL_PATH,
  NOTICE_CHANNEL_PATH,
  NOTICE_KEEPALIVE_MS,
} from '@/lib/constants/realtime';
import { lookupAlert, lookupMissedAlert, type AlertRecord } from '@/lib/realtime/alert-lookups';
import { closeAllChannels, openChannel } from '@/lib/realtime/channel-registry';
import {
  heartbeatFrame,
  inoutCommandFrame,
  inoutPingFrame,
  noticeAgentFrame,
  noticePingFrame,
  parseAlertFrame,
  parseInoutFrame,
  parseNoticeFrame,
  type AlertPayload,
  type ExportTask,
  type ImportTask,
  type PushFlags,
} from '@/lib/realtime/frames';
import { addInoutRecord, attachInoutSender, replayRequests, resetInout } from '@/lib/realtime/inout-store';
import { isNoticeRead } from '@/lib/realtime/notice-read';
import { hasNewNotice } from '@/lib/realtime/notice-rules';
import { isReminderEnabled } from '@/lib/realtime/reminder-settings';
import { channelUrl, type SocketEnvironment } from '@/lib/realtime/socket-client';
import { fetchSystemNotices } from '@/lib/realtime/system-notices';
import { onSessionEnd } from '../session/session-store';
import { alertQueue } from './alert-queue';
import { pushFlags } from './flags-store';

export interface RealtimeIdentity {
  token: string;
  userId: string;
  agentId: string;
}

export type TaskMessage = { event: 'import'; task: ImportTask } | { event: 'export'; task: ExportTask };

export interface AlertMessage {
  type: AlertType;
  payload: AlertPayload;
}

interface RealtimeListeners {
  task: Set<(message: TaskMessage) => void>;
  alert: Set<(message: AlertMessage) => void>;
  unsupported: Set<(text: string) => void>;
}

const listeners: RealtimeListeners = { task: new Set(), alert: new Set(), unsupported: new Set() };
let running: RealtimeIdentity | undefined;
/** Bumped on every start and stop: lookups that finish after a logout are dropped. */
let generation = 0;
let environment: Partial<SocketEnvironment> | undefined;

/** Tests swap the WebSocket and document the channels use. */
export function setRealtimeEnvironment(env: Partial<SocketEnvironment> | undefined): void {
  environment = env;
}

export function onTaskMessage(listener: (message: TaskMessage) => void): () => void {
  listeners.task.add(listener);
  return () => listeners.task.delete(listener);
}

/**
 * Every alert frame as it arrives (dashboards refresh their counts), whatever the user's pop-up
 * reminder settings say: those only decide the pop-up.
 */
export function onAlertMessage(listener: (message: AlertMessage) => void): () => void {
  listeners.alert.add(listener);
  return () => listeners.alert.delete(listener);
}

export function onWebSocketUnsupported(listener: (text: string) => void): () => void {
  listeners.unsupported.add(listener);
  return () => listeners.unsupported.delete(listener);
}

function unsupported(text: string): void {
  for (const listener of listeners.unsupported) listener(text);
}

/** Lookups run in parallel; their pop-ups join the queue in the order the alerts arrived. */
let arrivals: Promise<void> = Promise.resolve();

/**
 * The last record each kind popped up, and whether an outage's catch-up found it: a catch-up does not
 * repeat what was shown, and an alert pushed just after the reconnect, which the catch-up finds too,
 * is not shown a second time by its own lookup.
 */
const lastOffered = new Map<AlertType, { identity: string; recovered: boolean }>();

function wantsPopUp(identity: RealtimeIdentity, type: AlertType): boolean {
  return isReminderEnabled(identity.userId, type) && !alertQueue.isSuppressed(type);
}

/** Queues a lookup's record behind the earlier arrivals; `recovery`: an outage's catch-up found it. */
function offerWhenFound(type: AlertType, found: Promise<AlertRecord | undefined>, recovery = false): void {
  const mine = generation;
  arrivals = arrivals.then(async () => {
    const record = await found;
    if (!record || mine !== generation) return;
    const identity = JSON.stringify(record.record);
    const last = lastOffered.get(type);
    if (last?.identity === identity && (recovery || last.recovered)) return;
    lastOffered.set(type, { identity, recovered: recovery });
    alertQueue.offer(record);
  });
}

/**
 * One lookup per kind at a time (docs/adr/0034): an alert arriving while its kind's lookup runs
 * only replaces that kind's next payload, looked up when the running one answers. The queue keeps one
 * pop-up per kind, the newest, so the records skipped here would have been replaced anyway; without
 * this a burst of 100 alerts/s queues thousands of requests in the browser.
 */
const lookingUp = new Map<AlertType, { generation: number; next?: AlertPayload }>();

function lookUpAlert(identity: RealtimeIdentity, type: AlertType, payload: AlertPayload): void {
  const running = lookingUp.get(type);
  if (running?.generation === generation) {
    running.next = payload;
    return;
  }
  const slot: { generation: number; next?: AlertPayload } = { generation };
  lookingUp.set(type, slot);
  const found = lookupAlert(type, payload);
  offerWhenFound(type, found);
  void found.then(() => {
    if (lookingUp.get(type) !== slot) return;
    lookingUp.delete(type);
    if (slot.next && slot.generation === generation && wantsPopUp(identity, type))
      lookUpAlert(identity, type, slot.next);
  });
}

function handleAlert(identity: RealtimeIdentity, type: AlertType, payload: AlertPayload): void {
  for (const listener of listeners.alert) listener({ type, payload });
  if (wantsPopUp(identity, type)) lookUpAlert(identity, type, payload);
}

/**
 * Alerts pushed while the alert connection was down never arrive (docs/adr/0034); once it is back, each
 * kind's lookup runs from the moment it was lost and what it finds pops up as if pushed.
 */
function recoverMissedAlerts(identity: RealtimeIdentity, lostAt: number): void {
  for (const type of ALERT_TYPES) {
    if (wantsPopUp(identity, type)) offerWhenFound(type, lookupMissedAlert(type, lostAt), true);
  }
}

/** 02 §4: after a push, a post-login notice that is new or updated raises the system-message flag. */
export async function checkNewNotices(userId: string): Promise<void> {
  const mine = generation;
  try {
    const notices = await fetchSystemNotices(2);
    if (mine === generation && hasNewNotice(notices, (n) => isNoticeRead(n, userId))) {
      pushFlags.raise('systemMessage');
    }
  } catch (error) {
    console.error('系统通知查询失败', error);
  }
}

export function applyPushFlags(identity: RealtimeIdentity, flags: PushFlags): void {
  if (flags.isNotice === 1) pushFlags.raise('releaseNotice', { noticeTime: flags.noticeTime });
  if (flags.export === 1 || flags.import === 1) pushFlags.raise('reportReady');
  if (flags.msg_center === 1) pushFlags.bumpMessageCenter();
  if (flags.new_sys_msg === 1) void checkNewNotices(identity.userId);
}

function openAlertChannel(identity: RealtimeIdentity): void {
  openChannel('alert', {
    name: '告警通道',
    url: channelUrl(ALERT_CHANNEL_PATH + encodeURIComponent(identity.token), window.location),
    keepAlive: {
      kind: 'idle',
      idleMs: ALERT_HEARTBEAT_MS,
      timeoutMs: ALERT_SERVER_TIMEOUT_MS,
      frame: () => heartbeatFrame(Date.now()),
    },
    reconnectMs: ALERT_RECONNECT_MS,
    hiddenLimitMs: HIDDEN_TAB_LIMIT_MS,
    onUnsupported: unsupported,
    onReopen: (lostAt) => recoverMissedAlerts(identity, lostAt),
    onMessage(text) {
      const event = parseAlertFrame(text);
      if (event.kind === 'alert') handleAlert(identity, event.type, event.payload);
      else if (event.kind === 'push') applyPushFlags(identity, event.flags);
    },
    env: environment,
  });
}

function openNoticeChannel(identity: RealtimeIdentity): void {
  openChannel('notice', {
    name: '通知通道',
    url: channelUrl(NOTICE_CHANNEL_PATH + encodeURIComponent(identity.token), window.location),
    keepAlive: { kind: 'interval', everyMs: NOTICE_KEEPALIVE_MS, frame: () => noticePingFrame },
    reconnectMs: ALERT_RECONNECT_MS,
    onOpen: (send) => send(noticeAgentFrame(identity.agentId)),
    onMessage(text) {
      const event = parseNoticeFrame(text);
      if (event.kind === 'task') {
        const message: TaskMessage =
          event.event === 'import'
            ? { event: 'import', task: event.task }
            : { event: 'export', task: event.task };
        for (const listener of listeners.task) listener(message);
      } else if (event.kind === 'sys_notice') {
        void checkNewNotices(identity.userId);
      }
    },
    env: environment,
  });
}

function openInoutChannel(identity: RealtimeIdentity): void {
  const socket = openChannel('inout', {
    name: '出入记录通道',
    url: channelUrl(INOUT_CHANNEL_PATH + encodeURIComponent(identity.token), window.location),
    keepAlive: {
      kind: 'interval',
      everyMs: NOTICE_KEEPALIVE_MS,
      frame: () => inoutPingFrame(identity.agentId),
    },
    reconnectMs: ALERT_RECONNECT_MS,
    // A fresh socket has no subscription: rebuild it (this also sends what was asked while down).
    onOpen: (send) => {
      for (const request of replayRequests())
        send(inoutCommandFrame({ ...request, agentId: identity.agentId }));
    },
    onMessage(text) {
      const event = parseInoutFrame(text);
      if (event.kind === 'record') addInoutRecord(event.record);
    },
    env: environment,
  });
  attachInoutSender((request) => socket.send(inoutCommandFrame({ ...request, agentId: identity.agentId })));
}

/** Opens the channels for this session; a second call for the same session does nothing. */
export function startRealtime(identity: RealtimeIdentity): void {
  if (
    running?.token === identity.token &&
    running.userId === identity.userId &&
    running.agentId === identity.agentId
  ) {
    return;
  }
  // Another session's channels go first. A first start keeps what a page asked for before it: the page a
  // session is loaded for renders with its community chosen (docs/adr/0088) and subscribes 出入记录 in
  // the same commit, before this effect runs.
  if (running) stopRealtime();
  running = identity;
  generation++;
  try {
    openAlertChannel(identity);
    openNoticeChannel(identity);
    openInoutChannel(identity);
  } catch (error) {
    console.error('实时通道启动失败', error);
  }
}

/** Session end: channels and timers go, pop-ups, flags and records are forgotten. */
export function stopRealtime(): void {
  generation++;
  running = undefined;
  closeAllChannels();
  attachInoutSender(undefined);
  resetInout();
  alertQueue.reset();
  lastOffered.clear();
  lookingUp.clear();
  pushFlags.reset();
}

export function isRealtimeRunning(): boolean {
  return running !== undefined;
}

onSessionEnd(stopRealtime);
