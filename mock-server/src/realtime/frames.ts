// Frame types (generated from asyncapi/*.yaml), typed builders for every frame the server sends,
// and parsers for the frames consoles send. Nothing here hand-writes a payload type.
import type {
  AlertCarWarningMsg,
  AlertHeartbeat,
  AlertHeartbeatAck,
  AlertHeatMsg,
  AlertIdentityWarnMsg,
  AlertNativePlaceWarnMsg,
  AlertPush,
  AlertSmokeAlarmMsg,
  AlertStrangerWarnMsg,
  InoutError,
  InoutPing,
  InoutPong,
  InoutRecordCancel,
  InoutRecordPush,
  InoutRecordSubscribe,
  InoutSubscription,
  NoticeExportTask,
  NoticeImportTask,
  NoticePong,
  NoticeSystemNotice,
} from '@zhsq/contract/asyncapi';
import { NOTICE_AGENT_PREFIX, NOTICE_PING, NOTICE_PONG, type AlertType } from './constants.js';

export type {
  AlertCarWarningMsg,
  AlertHeartbeat,
  AlertHeartbeatAck,
  AlertHeatMsg,
  AlertIdentityWarnMsg,
  AlertNativePlaceWarnMsg,
  AlertPush,
  AlertSmokeAlarmMsg,
  AlertStrangerWarnMsg,
  InoutError,
  InoutPing,
  InoutPong,
  InoutRecordCancel,
  InoutRecordPush,
  InoutRecordSubscribe,
  InoutSubscription,
  NoticeExportTask,
  NoticeImportTask,
  NoticePong,
  NoticeSystemNotice,
};

/** The alert frame of each alert kind. */
export interface AlertMsgByType {
  heat: AlertHeatMsg;
  id: AlertIdentityWarnMsg;
  native: AlertNativePlaceWarnMsg;
  stanger: AlertStrangerWarnMsg;
  car: AlertCarWarningMsg;
  smoke: AlertSmokeAlarmMsg;
}
export type AlertMsg = AlertMsgByType[AlertType];
export type AlertPayload<T extends AlertType> = AlertMsgByType[T][1];

/** Event name of each alert kind (the first element of the frame). */
export const ALERT_EVENTS = {
  heat: 'new_heat_msg',
  id: 'new_identity_warn_msg',
  native: 'new_native_place_warn_msg',
  stanger: 'new_warn_stanger_msg',
  car: 'new_car_warning_msg',
  smoke: 'new_smoke_alarm_msg',
} as const satisfies { [K in AlertType]: AlertMsgByType[K][0] };

/** Every JSON frame the server sends on the alert channel. */
export type AlertServerFrame = AlertMsg | AlertPush | AlertHeartbeatAck;
/** Every JSON frame the server pushes on the notice channel (the `pong` reply is text). */
export type NoticeServerFrame = NoticeImportTask | NoticeExportTask | NoticeSystemNotice;
/** Every frame the server sends on the inout channel. */
export type InoutServerFrame = InoutPong | InoutSubscription | InoutRecordPush | InoutError;
/** Commands consoles send on the inout channel. */
export type InoutCommand = InoutPing | InoutRecordSubscribe | InoutRecordCancel;

// ---- builders: one per server frame ----------------------------------------------------------

export const alertFrames = {
  heat: (payload: AlertHeatMsg[1]): AlertHeatMsg => ['new_heat_msg', payload],
  id: (payload: AlertIdentityWarnMsg[1]): AlertIdentityWarnMsg => ['new_identity_warn_msg', payload],
  native: (payload: AlertNativePlaceWarnMsg[1]): AlertNativePlaceWarnMsg => [
    'new_native_place_warn_msg',
    payload,
  ],
  stanger: (payload: AlertStrangerWarnMsg[1]): AlertStrangerWarnMsg => ['new_warn_stanger_msg', payload],
  car: (payload: AlertCarWarningMsg[1]): AlertCarWarningMsg => ['new_car_warning_msg', payload],
  smoke: (payload: AlertSmokeAlarmMsg[1]): AlertSmokeAlarmMsg => ['new_smoke_alarm_msg', payload],
} satisfies { [K in AlertType]: (payload: AlertMsgByType[K][1]) => AlertMsgByType[K] };

export const pushFrame = (flags: AlertPush[1]): AlertPush => ['push', flags];

export const heartbeatAckFrame = (ts: number, serverTime: string): AlertHeartbeatAck => [
  'heartbeat_ack',
  { ts, serverTime },
];

export const importTaskFrame = (task: NoticeImportTask[1]): NoticeImportTask => ['import', task];
export const exportTaskFrame = (task: NoticeExportTask[1]): NoticeExportTask => ['export', task];
export const systemNoticeFrame = (notice: NoticeSystemNotice[1]): NoticeSystemNotice => [
  'sys_notice',
  notice,
];
export const noticePong: NoticePong = NOTICE_PONG;

export const inoutPongFrame = (agentId: string, time: string): InoutPong => ({ cmd: 'pong', agentId, time });
export const inoutSubscriptionFrame = (all: boolean, depIds: Iterable<number>): InoutSubscription => ({
  cmd: 'subscription',
  all,
  depIds: [...new Set(depIds)].sort((a, b) => a - b),
});
export const inoutRecordFrame = (data: InoutRecordPush['data']): InoutRecordPush => ({ cmd: 'record', data });
export const inoutErrorFrame = (message: string): InoutError => ({ cmd: 'error', message });

// ---- parsers for frames consoles send ---------------------------------------------------------

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value);
}

/** `["heartbeat", {"ts": n}]` or undefined for anything else. */
export function parseAlertHeartbeat(text: string): AlertHeartbeat | undefined {
  const frame = parseJson(text);
  if (!Array.isArray(frame) || frame.length !== 2 || frame[0] !== 'heartbeat') return undefined;
  const body: unknown = frame[1];
  if (!isRecord(body) || Object.keys(body).some((k) => k !== 'ts') || !isInteger(body.ts) || body.ts < 0) {
    return undefined;
  }
  return ['heartbeat', { ts: body.ts }];
}

export type NoticeClientFrame = { kind: 'ping' } | { kind: 'agent'; agentId: string } | { kind: 'unknown' };

const AGENT_ID = /^[0-9A-Za-z_-]+$/;

/** Text frames of the notice channel: `ping` and `agent:{agentId}`. */
export function parseNoticeFrame(text: string): NoticeClientFrame {
  if (text === NOTICE_PING) return { kind: 'ping' };
  if (text.startsWith(NOTICE_AGENT_PREFIX)) {
    const agentId = text.slice(NOTICE_AGENT_PREFIX.length);
    if (AGENT_ID.test(agentId)) return { kind: 'agent', agentId };
  }
  return { kind: 'unknown' };
}

export type ParsedInoutCommand = { ok: true; command: InoutCommand } | { ok: false; message: string };

const INOUT_COMMAND_KEYS: Record<InoutCommand['cmd'], readonly string[]> = {
  ping: ['cmd', 'agentId'],
  record: ['cmd', 'agentId', 'depId'],
  cancel: ['cmd', 'agentId', 'depId'],
};

function isInoutCmd(value: unknown): value is InoutCommand['cmd'] {
  return value === 'ping' || value === 'record' || value === 'cancel';
}

/** JSON commands of the inout channel, with a Chinese message for anything else. */
export function parseInoutCommand(text: string): ParsedInoutCommand {
  const body = parseJson(text);
  if (!isRecord(body)) return { ok: false, message: '指令必须是 JSON 对象' };
  const { cmd, agentId, depId } = body;
  if (!isInoutCmd(cmd)) return { ok: false, message: `无法识别的指令：${String(cmd)}` };
  const extra = Object.keys(body).filter((k) => !INOUT_COMMAND_KEYS[cmd].includes(k));
  if (extra.length) return { ok: false, message: `指令 ${cmd} 不支持字段：${extra.join('、')}` };
  if (typeof agentId !== 'string' || !agentId) return { ok: false, message: 'agentId 必填' };
  if (cmd === 'ping') return { ok: true, command: { cmd, agentId } };
  if (depId === undefined) return { ok: true, command: { cmd, agentId } };
  if (!isInteger(depId) || depId < 1) return { ok: false, message: 'depId 必须是正整数' };
  return { ok: true, command: { cmd, agentId, depId } };
}
