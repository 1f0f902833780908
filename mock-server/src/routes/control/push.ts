// Control endpoints that push real-time frames (DESIGN.md "Control endpoints"); never part of /api.
//   POST /__mock/alerts   {"type": "heat|id|native|stanger|car|smoke", "depId"?: n, "to"?: {...}}
//   POST /__mock/push     {"event": "...", "payload"?: {...}, "to"?: {...}}   alert or notice channel
//   POST /__mock/inout    {"depId"?: n, "to"?: {...}}                          one in/out record
//   GET  /__mock/realtime                                  open sockets, connects, silenced channels
//   POST /__mock/realtime/silence {"channel": "alert|notice|inout", "on": true|false}
//        the channel stops (or resumes) answering heartbeats; its sockets stay open (fault tests)
//   POST /__mock/realtime/outage  {"channel": "alert|notice|inout", "on": true|false}
//        on: the channel's sockets close (1012) and new connections get HTTP 503 until off
//   GET  /__mock/snapshots/{kind}/{name}.svg                                   placeholder photos
// `to` narrows the audience: {"token"?, "userId"?, "agentId"?}. Bad input is 400 {message} in Chinese.
// Alarms that name someone (heat, id, native) name one of `people` unless the payload names its own.
import type { Faker } from '@faker-js/faker';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { drawAlert, type AlertCommunity, type AlertPerson } from '../../realtime/alert-factory.js';
import { ALERT_TYPES, type AlertType } from '../../realtime/constants.js';
import type { AlertMsg, InoutRecordPush } from '../../realtime/frames.js';
import { CHANNELS, type Audience, type Channel, type RealtimeHub } from '../../realtime/hub.js';
import { createInoutRecord } from '../../realtime/inout-factory.js';
import { buildPush, PUSH_EVENTS, type PushContext } from '../../realtime/push-events.js';
import {
  defaultImageUrl,
  isSnapshotKind,
  snapshotSvg,
  SNAPSHOT_ROUTE,
  type ImageUrlBuilder,
} from '../../realtime/snapshots.js';

export interface PushControlOptions {
  hub: RealtimeHub;
  /** Seeded Faker to draw generated frames from, or a getter for the current one (e.g. after reset). */
  faker: Faker | (() => Faker);
  /** The communities generated alerts and records belong to (read on every push). */
  communities: () => readonly AlertCommunity[];
  /** The residents generated alarms name (read on every push); none = made-up people. */
  people?: () => readonly AlertPerson[];
  /** clock for frame times; defaults to the real time */
  now?: () => Date;
  /** photo URLs; defaults to the placeholders this plugin serves */
  imageUrl?: ImageUrlBuilder;
  /**
   * called with every alert before it is pushed, e.g. to store it for the alert lookups; `person` is
   * the resident a generated alarm names
   */
  onAlert?: (type: AlertType, frame: AlertMsg, person?: AlertPerson) => void;
  /** called with every in/out record before it is pushed */
  onInoutRecord?: (frame: InoutRecordPush) => void;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isAlertType(value: unknown): value is AlertType {
  return typeof value === 'string' && (ALERT_TYPES as readonly string[]).includes(value);
}

class BadRequest extends Error {}

/** The JSON object body with only the allowed keys, else BadRequest. */
function objectBody(body: unknown, allowed: readonly string[]): Record<string, unknown> {
  if (!isRecord(body)) throw new BadRequest('请求体必须是 JSON 对象');
  const extra = Object.keys(body).filter((k) => !allowed.includes(k));
  if (extra.length)
    throw new BadRequest(`不支持的字段：${extra.join('、')}，可用字段：${allowed.join('、')}`);
  return body;
}

const AUDIENCE_KEYS = ['token', 'userId', 'agentId'] as const;

function audienceOf(value: unknown): Audience | undefined {
  if (value === undefined) return undefined;
  if (!isRecord(value)) throw new BadRequest('to 必须是 JSON 对象，例如 {"agentId": "1"}');
  const audience: Audience = {};
  for (const [key, v] of Object.entries(value)) {
    const field = AUDIENCE_KEYS.find((k) => k === key);
    if (!field) throw new BadRequest(`to 不支持字段 ${key}，可用字段：${AUDIENCE_KEYS.join('、')}`);
    if (typeof v !== 'string' || !v) throw new BadRequest(`to.${key} 必须是非空字符串`);
    audience[field] = v;
  }
  return audience;
}

function isChannel(value: unknown): value is Channel {
  return typeof value === 'string' && (CHANNELS as readonly string[]).includes(value);
}

function depIdOf(value: unknown, communities: readonly AlertCommunity[]): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1)
    throw new BadRequest('depId 必须是正整数');
  if (!communities.some((c) => c.depId === value)) throw new BadRequest(`小区 ${value} 不存在`);
  return value;
}

const FASTIFY_BODY_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: '请求体不是合法的 JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求体为空，需要 JSON 对象',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '请求体必须是 JSON（Content-Type: application/json）',
  FST_ERR_CTP_BODY_TOO_LARGE: '请求体过大',
};

export default async function pushControl(app: FastifyInstance, opts: PushControlOptions): Promise<void> {
  const { hub } = opts;
  const now = opts.now ?? (() => new Date());
  const faker = (): Faker => (typeof opts.faker === 'function' ? opts.faker() : opts.faker);
  const imageUrl = opts.imageUrl ?? defaultImageUrl;

  const context = (): PushContext => ({
    faker: faker(),
    communities: opts.communities(),
    people: opts.people?.() ?? [],
    now: now(),
    imageUrl,
  });
  const requireCommunities = (communities: readonly AlertCommunity[]): void => {
    if (!communities.length) throw new BadRequest('当前没有小区数据，无法生成');
  };

  app.setErrorHandler((error: FastifyError, request, reply: FastifyReply) => {
    if (error instanceof BadRequest) return reply.code(400).send({ message: error.message });
    const status = error.statusCode ?? 500;
    if (status < 500) {
      return reply
        .code(400)
        .send({ message: FASTIFY_BODY_ERRORS[error.code] ?? `请求无效：${error.message}` });
    }
    request.log.error(error);
    return reply.code(500).send({ message: '模拟服务内部错误' });
  });

  app.post('/__mock/alerts', async (request) => {
    const body = objectBody(request.body, ['type', 'depId', 'to']);
    if (!isAlertType(body.type)) throw new BadRequest(`type 必须是以下值之一：${ALERT_TYPES.join('、')}`);
    const ctx = context();
    requireCommunities(ctx.communities);
    const depId = depIdOf(body.depId, ctx.communities);
    const to = audienceOf(body.to);
    const { frame, person } = drawAlert(body.type, { ...ctx, depId });
    opts.onAlert?.(body.type, frame, person);
    return { sent: hub.pushAlert(frame, to), frame };
  });

  app.post('/__mock/push', async (request) => {
    const body = objectBody(request.body, ['event', 'payload', 'to']);
    const to = audienceOf(body.to);
    const built = buildPush(body.event, body.payload, context());
    if (!built.ok) throw new BadRequest(built.message);
    const { push } = built;
    switch (push.kind) {
      case 'alert':
        opts.onAlert?.(push.type, push.frame, push.person);
        return { sent: hub.pushAlert(push.frame, to), channel: push.channel, frame: push.frame };
      case 'flags':
        return { sent: hub.pushAlert(push.frame, to), channel: push.channel, frame: push.frame };
      case 'notice':
        return { sent: hub.pushNotice(push.frame, to), channel: push.channel, frame: push.frame };
    }
  });

  app.get('/__mock/push/events', async () => ({ events: PUSH_EVENTS }));

  app.post('/__mock/inout', async (request) => {
    const body = objectBody(request.body ?? {}, ['depId', 'to']);
    const ctx = context();
    requireCommunities(ctx.communities);
    const depId = depIdOf(body.depId, ctx.communities);
    const to = audienceOf(body.to);
    const frame = createInoutRecord({ ...ctx, depId });
    opts.onInoutRecord?.(frame);
    return { sent: hub.pushInoutRecord(frame, to), frame };
  });

  app.get('/__mock/realtime', async () => hub.stats());

  // {"channel", "on"} switches of a channel's fault modes (fault tests)
  const channelSwitch = (url: string, apply: (channel: Channel, on: boolean) => void) =>
    app.post(url, async (request) => {
      const body = objectBody(request.body, ['channel', 'on']);
      if (!isChannel(body.channel)) throw new BadRequest(`channel 必须是以下值之一：${CHANNELS.join('、')}`);
      if (typeof body.on !== 'boolean') throw new BadRequest('on 必须是 true 或 false');
      apply(body.channel, body.on);
      return hub.stats();
    });
  channelSwitch('/__mock/realtime/silence', (channel, on) => hub.silence(channel, on));
  channelSwitch('/__mock/realtime/outage', (channel, on) => hub.outage(channel, on));

  app.get<{ Params: { kind: string; file: string }; Querystring: { plate?: string } }>(
    SNAPSHOT_ROUTE,
    async (request, reply) => {
      const { kind, file } = request.params;
      const match = /^([\w-]{1,64})\.svg$/.exec(file);
      if (!isSnapshotKind(kind) || !match?.[1]) return reply.code(404).send({ message: '图片不存在' });
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(snapshotSvg(kind, match[1], request.query.plate));
    },
  );
}
