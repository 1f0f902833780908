// The events `POST /__mock/push` accepts: every server push of the alert and notice channels.
// The body's payload is a partial override of a generated, contract-valid payload; each field is
// checked here (the Checks<> types make the compiler hold the field list to the generated types),
// so the frame that goes out always matches asyncapi/*.yaml.
import type { Faker } from '@faker-js/faker';
import { ALERT_TYPES, type AlertType } from './constants.js';
import { drawAlert, type AlertCommunity, type AlertPerson } from './alert-factory.js';
import {
  ALERT_EVENTS,
  exportTaskFrame,
  importTaskFrame,
  pushFrame,
  systemNoticeFrame,
  type AlertMsg,
  type AlertPayload,
  type AlertPush,
  type NoticeExportTask,
  type NoticeImportTask,
  type NoticeServerFrame,
  type NoticeSystemNotice,
} from './frames.js';
import { DATA_TYPES as CATALOGUE_TYPES } from '../domains/datapump/catalogue.js';
import type { ImageUrlBuilder } from './snapshots.js';
import { compactDate, compactDateTime, formatDateTime } from './time.js';

export interface PushContext {
  faker: Faker;
  communities: readonly AlertCommunity[];
  /** the residents generated alarms name (alert-factory.ts) */
  people?: readonly AlertPerson[];
  now: Date;
  imageUrl: ImageUrlBuilder;
}

export type BuiltPush =
  | { channel: 'alert'; kind: 'alert'; type: AlertType; frame: AlertMsg; person?: AlertPerson }
  | { channel: 'alert'; kind: 'flags'; frame: AlertPush }
  | { channel: 'notice'; kind: 'notice'; frame: NoticeServerFrame };

export type PushResult = { ok: true; push: BuiltPush } | { ok: false; message: string };

// ---- field checks ------------------------------------------------------------------------------

interface Check<T> {
  /** what the value must be, in Chinese, for the 400 message */
  readonly hint: string;
  test(value: unknown): value is T;
}

/** One check per property of P, no more and no less. */
type Checks<P> = { [K in keyof P]-?: Check<Exclude<P[K], undefined>> };

const text: Check<string> = {
  hint: '非空字符串',
  test: (v): v is string => typeof v === 'string' && v.length > 0,
};
const textOrEmpty: Check<string> = { hint: '字符串', test: (v): v is string => typeof v === 'string' };
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const dateTime: Check<string> = {
  hint: ' YYYY-MM-DD HH:mm:ss 格式的时间',
  test: (v): v is string => typeof v === 'string' && DATE_TIME.test(v),
};
const integer = (min: number, max = Number.MAX_SAFE_INTEGER): Check<number> => ({
  hint: ` ${min} 到 ${max} 之间的整数`,
  test: (v): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max,
});
const number = (min: number, max: number): Check<number> => ({
  hint: ` ${min} 到 ${max} 之间的数字`,
  test: (v): v is number => typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max,
});
function oneOf<const T extends string | number>(...values: T[]): Check<T> {
  return {
    hint: `以下值之一：${values.join('、')}`,
    test: (v): v is T => (values as unknown[]).includes(v),
  };
}
const textList: Check<[string, ...string[]]> = {
  hint: '至少一项的字符串数组',
  test: (v): v is [string, ...string[]] =>
    Array.isArray(v) && v.length > 0 && v.every((s) => typeof s === 'string' && s.length > 0),
};
const flag = oneOf(0, 1);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

type Patch<P> = { ok: true; patch: Partial<P> } | { ok: false; message: string };

function validatePatch<P>(checks: Checks<P>, input: unknown): Patch<P> {
  const patch: Partial<P> = {};
  if (input === undefined) return { ok: true, patch };
  if (!isRecord(input)) return { ok: false, message: 'payload 必须是 JSON 对象' };
  for (const [key, value] of Object.entries(input)) {
    if (!Object.hasOwn(checks, key)) {
      return { ok: false, message: `payload 不支持字段 ${key}，可用字段：${Object.keys(checks).join('、')}` };
    }
    const check: Check<unknown> = checks[key as keyof P];
    if (!check.test(value)) return { ok: false, message: `payload.${key} 必须是${check.hint}` };
    Object.assign(patch, { [key]: value });
  }
  return { ok: true, patch };
}

// ---- alert events ------------------------------------------------------------------------------

const common = { id: integer(1), depId: integer(1), depName: text, time: dateTime } as const;
const identityFields = {
  ownerName: text,
  cardNo: {
    hint: ' 18 位身份证号',
    test: (v: unknown): v is string => typeof v === 'string' && /^\d{17}[\dX]$/.test(v),
  },
  birthPlace: text,
  controlReason: text,
  deviceName: text,
} as const;

const alertChecks: { [K in AlertType]: Checks<AlertPayload<K>> } = {
  heat: {
    ...common,
    userName: text,
    temperature: number(30, 45),
    healthCodeStatusDesc: oneOf('绿码', '黄码', '红码', '未知'),
    covid19CheckTimeDesc: text,
    isNoMask: flag,
    deviceName: text,
  },
  // ID-card and native-place alerts carry the same record; only `type` tells them apart.
  id: { ...common, type: oneOf(0), ...identityFields },
  native: { ...common, type: oneOf(1), ...identityFields },
  stanger: {
    ...common,
    pics: textList,
    gender: integer(Number.MIN_SAFE_INTEGER),
    capTime: dateTime,
    deviceName: text,
    snapCount: integer(1),
  },
  car: {
    ...common,
    photoUrl: text,
    carNumber: {
      hint: ' 7 到 8 个字符的车牌号',
      test: (v): v is string => typeof v === 'string' && [...v].length >= 7 && [...v].length <= 8,
    },
    controlType: oneOf(1, 2, 3, 4),
    controlTypeName: text,
    cameraName: text,
  },
  smoke: {
    ...common,
    address: text,
    deviceName: text,
    deviceSn: text,
    alarmType: oneOf(1, 2, 3),
    alarmTypeName: text,
  },
};

/** Payload fields that say who an alarm is about. */
const PERSON_FIELDS = ['userName', 'ownerName', 'cardNo'] as const;

function buildAlert<K extends AlertType>(type: K, ctx: PushContext, input: unknown): PushResult {
  const parsed = validatePatch(alertChecks[type], input);
  if (!parsed.ok) return parsed;
  const depId: unknown = parsed.patch.depId;
  if (depId !== undefined && !ctx.communities.some((c) => c.depId === depId)) {
    return { ok: false, message: `小区 ${String(depId)} 不存在` };
  }
  if (!ctx.communities.length) return { ok: false, message: '当前没有小区数据，无法生成告警' };
  const { frame, person } = drawAlert(type, {
    ...ctx,
    depId: typeof depId === 'number' ? depId : undefined,
  });
  Object.assign(frame[1], parsed.patch);
  // a payload that names its own person is nobody of the data set
  const named = PERSON_FIELDS.some((key) => Object.hasOwn(parsed.patch, key));
  const push: BuiltPush = { channel: 'alert', kind: 'alert', type, frame };
  return { ok: true, push: person && !named ? { ...push, person } : push };
}

// ---- push flags --------------------------------------------------------------------------------

const pushChecks: Checks<AlertPush[1]> = {
  isNotice: flag,
  noticeTime: dateTime,
  new_sys_msg: flag,
  export: flag,
  import: flag,
  msg_center: flag,
};

function buildFlags(ctx: PushContext, input: unknown): PushResult {
  const parsed = validatePatch(pushChecks, input);
  if (!parsed.ok) return parsed;
  const flags: AlertPush[1] = { ...parsed.patch };
  if (!Object.keys(flags).length) {
    return { ok: false, message: `payload 至少包含一个标记：${Object.keys(pushChecks).join('、')}` };
  }
  if (flags.isNotice === 1 && flags.noticeTime === undefined) flags.noticeTime = formatDateTime(ctx.now);
  return { ok: true, push: { channel: 'alert', kind: 'flags', frame: pushFrame(flags) } };
}

// ---- import / export tasks (01-shell §8 messages) ------------------------------------------------

// The /api data types (one list: domains/datapump/catalogue.ts, docs/adr/0030).
const DATA_TYPES = CATALOGUE_TYPES.map((t) => ({ dataType: t.key, dataTypeName: t.name }));

export const IMPORT_MESSAGES = {
  processing: '数据正在导入中',
  success: '导入成功',
  fail: '导入失败',
} as const;
export const EXPORT_MESSAGES = {
  processing: '文件正在生成中',
  success: '您需要的数据已经导出',
  fail: '导出失败',
} as const;

const taskStatus = oneOf('processing', 'success', 'fail');

const importChecks: Checks<NoticeImportTask[1]> = {
  taskId: text,
  dataType: text,
  dataTypeName: text,
  fileName: text,
  status: taskStatus,
  message: text,
  successCount: integer(0),
  failCount: integer(0),
  time: dateTime,
};

const exportChecks: Checks<NoticeExportTask[1]> = {
  taskId: text,
  dataType: text,
  dataTypeName: text,
  fileName: text,
  status: taskStatus,
  message: text,
  downloadUrl: textOrEmpty,
  time: dateTime,
};

type TaskStatus = 'processing' | 'success' | 'fail';
type TaskMessages = { readonly [S in TaskStatus]: string };

/** The message of a task frame: fixed per status, or a given failure text with the fail prefix. */
function taskMessage(
  status: TaskStatus,
  given: string | undefined,
  messages: TaskMessages,
): { ok: true; message: string } | { ok: false; message: string } {
  if (given === undefined) {
    return {
      ok: true,
      message: status === 'fail' ? `${messages.fail}：文件格式与模板不一致` : messages[status],
    };
  }
  if (status !== 'fail') return { ok: false, message: 'payload.message 只能在 status 为 fail 时指定' };
  if (!given.startsWith(messages.fail))
    return { ok: false, message: `payload.message 必须以「${messages.fail}」开头` };
  return { ok: true, message: given };
}

function buildImport(ctx: PushContext, input: unknown): PushResult {
  const parsed = validatePatch(importChecks, input);
  if (!parsed.ok) return parsed;
  const { faker, now } = ctx;
  const p = parsed.patch;
  const status = p.status ?? 'success';
  const message = taskMessage(status, p.message, IMPORT_MESSAGES);
  if (!message.ok) return message;
  const kind = faker.helpers.arrayElement(DATA_TYPES);
  const task: NoticeImportTask[1] = {
    taskId: `IM${compactDateTime(now)}${faker.string.numeric(4)}`,
    dataType: kind.dataType,
    dataTypeName: kind.dataTypeName,
    fileName: `${kind.dataTypeName}.xlsx`,
    successCount: status === 'success' ? faker.number.int({ min: 20, max: 500 }) : 0,
    failCount: status === 'fail' ? faker.number.int({ min: 1, max: 30 }) : 0,
    time: formatDateTime(now),
    ...p,
    status,
    message: message.message,
  };
  return { ok: true, push: { channel: 'notice', kind: 'notice', frame: importTaskFrame(task) } };
}

function buildExport(ctx: PushContext, input: unknown): PushResult {
  const parsed = validatePatch(exportChecks, input);
  if (!parsed.ok) return parsed;
  const { faker, now } = ctx;
  const p = parsed.patch;
  const status = p.status ?? 'success';
  const message = taskMessage(status, p.message, EXPORT_MESSAGES);
  if (!message.ok) return message;
  if (p.downloadUrl !== undefined && (status === 'success') !== (p.downloadUrl !== '')) {
    return { ok: false, message: 'payload.downloadUrl 在 status 为 success 时必填，其他状态必须为空字符串' };
  }
  const kind = faker.helpers.arrayElement(DATA_TYPES);
  const taskId = p.taskId ?? `EX${compactDateTime(now)}${faker.string.numeric(4)}`;
  const task: NoticeExportTask[1] = {
    taskId,
    dataType: kind.dataType,
    dataTypeName: kind.dataTypeName,
    fileName: `${kind.dataTypeName}_${compactDateTime(now)}.xlsx`,
    downloadUrl:
      status === 'success' ? `https://oss.zhsq.example.cn/export/${compactDate(now)}/${taskId}.xlsx` : '',
    time: formatDateTime(now),
    ...p,
    status,
    message: message.message,
  };
  return { ok: true, push: { channel: 'notice', kind: 'notice', frame: exportTaskFrame(task) } };
}

// ---- system notice -------------------------------------------------------------------------------

const sysNoticeChecks: Checks<NoticeSystemNotice[1]> = {
  id: integer(1),
  title: text,
  updateTime: dateTime,
  windowLocation: oneOf(1, 2),
};

const NOTICE_TITLES = [
  '春节期间物业服务安排',
  '平台版本升级公告',
  '关于开展消防安全检查的通知',
  '门禁系统维护通知',
];

function buildSysNotice(ctx: PushContext, input: unknown): PushResult {
  const parsed = validatePatch(sysNoticeChecks, input);
  if (!parsed.ok) return parsed;
  const notice: NoticeSystemNotice[1] = {
    id: ctx.faker.number.int({ min: 1, max: 999 }),
    title: ctx.faker.helpers.arrayElement(NOTICE_TITLES),
    updateTime: formatDateTime(ctx.now),
    windowLocation: 2,
    ...parsed.patch,
  };
  return { ok: true, push: { channel: 'notice', kind: 'notice', frame: systemNoticeFrame(notice) } };
}

// ---- registry ------------------------------------------------------------------------------------

type Builder = (ctx: PushContext, payload: unknown) => PushResult;

const EVENTS: Record<string, Builder> = {
  ...Object.fromEntries(
    ALERT_TYPES.map((type): [string, Builder] => [
      ALERT_EVENTS[type],
      (ctx, payload) => buildAlert(type, ctx, payload),
    ]),
  ),
  push: buildFlags,
  import: buildImport,
  export: buildExport,
  sys_notice: buildSysNotice,
};

/** Every event name `POST /__mock/push` accepts. */
export const PUSH_EVENTS: readonly string[] = Object.keys(EVENTS);

/** Builds the frame of a control push, or a Chinese message explaining why it cannot. */
export function buildPush(event: unknown, payload: unknown, ctx: PushContext): PushResult {
  if (typeof event !== 'string' || !event) {
    return { ok: false, message: `event 必填，可选：${PUSH_EVENTS.join('、')}` };
  }
  const build = Object.hasOwn(EVENTS, event) ? EVENTS[event] : undefined;
  if (!build) return { ok: false, message: `未知的推送事件 ${event}，可选：${PUSH_EVENTS.join('、')}` };
  return build(ctx, payload);
}
