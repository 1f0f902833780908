// The frames of the three channels (asyncapi/alerts.yaml, notice.yaml, inout.yaml), typed by the
// generated payloads, and the few the console sends. Parsing is defensive: a frame that is not what
// the contract says is logged and dropped, never thrown.
import type {
  AlertCarWarningMsg,
  AlertHeartbeat,
  AlertHeatMsg,
  AlertIdentityWarnMsg,
  AlertNativePlaceWarnMsg,
  AlertPush,
  AlertSmokeAlarmMsg,
  AlertStrangerWarnMsg,
  InoutPing,
  InoutRecordCancel,
  InoutRecordPush,
  InoutRecordSubscribe,
  NoticeExportTask,
  NoticeImportTask,
  NoticeSystemNotice,
} from '@zhsq/contract/asyncapi';
import { ALERT_KINDS, ALERT_TYPES, type AlertType } from '../constants/alerts';
import { NOTICE_AGENT_PREFIX, NOTICE_PING } from '../constants/realtime';

export type AlertMsg =
  | AlertHeatMsg
  | AlertIdentityWarnMsg
  | AlertNativePlaceWarnMsg
  | AlertStrangerWarnMsg
  | AlertCarWarningMsg
  | AlertSmokeAlarmMsg;
export type AlertPayload = AlertMsg[1];
export type PushFlags = AlertPush[1];
export type ImportTask = NoticeImportTask[1];
export type ExportTask = NoticeExportTask[1];
export type SystemNoticeSignal = NoticeSystemNotice[1];
export type InoutRecord = InoutRecordPush['data'];
export type InoutCommand = InoutRecordSubscribe | InoutRecordCancel;

export type AlertChannelEvent =
  | { kind: 'alert'; type: AlertType; payload: AlertPayload }
  | { kind: 'push'; flags: PushFlags }
  | { kind: 'heartbeat_ack' }
  | { kind: 'other' };

export type NoticeChannelEvent =
  | { kind: 'task'; event: 'import'; task: ImportTask }
  | { kind: 'task'; event: 'export'; task: ExportTask }
  | { kind: 'sys_notice'; notice: SystemNoticeSignal }
  | { kind: 'pong' }
  | { kind: 'other' };

export type InoutChannelEvent = { kind: 'record'; record: InoutRecord } | { kind: 'other' };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** [event, payload] with a string event and an object payload, else undefined. */
function eventFrame(text: string): [string, Record<string, unknown>] | undefined {
  const value = parseJson(text);
  if (!Array.isArray(value) || value.length !== 2) return undefined;
  const [event, payload] = value as unknown[];
  return typeof event === 'string' && isObject(payload) ? [event, payload] : undefined;
}

const ALERT_TYPE_BY_EVENT = new Map<string, AlertType>(ALERT_TYPES.map((t) => [ALERT_KINDS[t].event, t]));

export function alertTypeOfEvent(event: string): AlertType | undefined {
  return ALERT_TYPE_BY_EVENT.get(event);
}

function hasAlertBasics(payload: Record<string, unknown>): boolean {
  return typeof payload.id === 'number' && typeof payload.depId === 'number';
}

export function parseAlertFrame(text: string): AlertChannelEvent {
  const frame = eventFrame(text);
  if (!frame) return { kind: 'other' };
  const [event, payload] = frame;
  const type = alertTypeOfEvent(event);
  if (type && hasAlertBasics(payload)) return { kind: 'alert', type, payload: payload as AlertPayload };
  if (event === 'push') return { kind: 'push', flags: payload as PushFlags };
  if (event === 'heartbeat_ack') return { kind: 'heartbeat_ack' };
  return { kind: 'other' };
}

export function heartbeatFrame(ts: number): string {
  const frame: AlertHeartbeat = ['heartbeat', { ts }];
  return JSON.stringify(frame);
}

export function parseNoticeFrame(text: string): NoticeChannelEvent {
  if (text === 'pong') return { kind: 'pong' };
  const frame = eventFrame(text);
  if (!frame) return { kind: 'other' };
  const [event, payload] = frame;
  if ((event === 'import' || event === 'export') && typeof payload.status === 'string') {
    return event === 'import'
      ? { kind: 'task', event, task: payload as ImportTask }
      : { kind: 'task', event, task: payload as ExportTask };
  }
  if (event === 'sys_notice' && typeof payload.id === 'number') {
    return { kind: 'sys_notice', notice: payload as SystemNoticeSignal };
  }
  return { kind: 'other' };
}

export function noticeAgentFrame(agentId: string): string {
  return `${NOTICE_AGENT_PREFIX}${agentId}`;
}

export const noticePingFrame = NOTICE_PING;

export function parseInoutFrame(text: string): InoutChannelEvent {
  const value = parseJson(text);
  if (isObject(value) && value.cmd === 'record' && isObject(value.data)) {
    return { kind: 'record', record: value.data as InoutRecord };
  }
  return { kind: 'other' };
}

export function inoutPingFrame(agentId: string): string {
  const frame: InoutPing = { cmd: 'ping', agentId };
  return JSON.stringify(frame);
}

export function inoutCommandFrame(command: InoutCommand): string {
  return JSON.stringify(command);
}
