// Open sockets per channel and the broadcasts over them. One hub per app instance: buildApp()
// makes it and hands it to the ws plugins (which add sockets) and to whatever pushes (control
// endpoints, /api handlers that finish an import or export).
import {
  WS_CLOSE_SESSION_ENDED,
  WS_CLOSE_TOO_MANY_SOCKETS,
  WS_MAX_SOCKETS_PER_SESSION,
  WS_REASON_SESSION_ENDED,
  WS_REASON_TOO_MANY_SOCKETS,
} from './constants.js';
import type {
  AlertServerFrame,
  InoutRecordPush,
  InoutServerFrame,
  NoticePong,
  NoticeServerFrame,
} from './frames.js';

/** ws.WebSocket readyState OPEN */
const OPEN = 1;

export type RawData = Buffer | ArrayBuffer | Buffer[];

/** The part of a `ws` socket the hub and the channel plugins use. */
export interface RealtimeSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  on(event: 'message', listener: (data: RawData, isBinary: boolean) => void): unknown;
  on(event: 'close', listener: () => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
}

/** Who a socket belongs to, from the plugin's resolveToken(). */
export interface SocketSession {
  token: string;
  userId: string;
  agentId: string;
}

export interface AlertConnection extends SocketSession {
  socket: RealtimeSocket;
}

export interface NoticeConnection extends SocketSession {
  socket: RealtimeSocket;
  /** set by the `agent:{agentId}` frame; pushes reach registered sockets only */
  registeredAgentId: string | null;
}

export interface InoutConnection extends SocketSession {
  socket: RealtimeSocket;
  /** `{cmd:'record'}` without depId: every community */
  all: boolean;
  /** communities subscribed one by one */
  depIds: Set<number>;
}

/** Narrows a push to some sockets; every given field must match. Empty = everybody. */
export interface Audience {
  token?: string;
  userId?: string;
  agentId?: string;
}

export type Channel = 'alert' | 'notice' | 'inout';
export const CHANNELS: readonly Channel[] = ['alert', 'notice', 'inout'];

export interface HubStats {
  alert: number;
  notice: number;
  noticeRegistered: number;
  inout: number;
  inoutSubscribed: number;
  /** sockets accepted per channel since start: a reconnect shows as one more */
  connects: Record<Channel, number>;
  /** channels whose heartbeats the server swallows (fault tests: a server that stops answering) */
  silenced: Channel[];
  /** heartbeats swallowed per channel */
  swallowed: Record<Channel, number>;
  /** channels in an outage: their sockets were closed and new connections are refused (HTTP 503) */
  down: Channel[];
  /** connections refused per channel during outages */
  refused: Record<Channel, number>;
}

/** ws close code 1012: the service is restarting (the client should reconnect) */
const WS_CLOSE_SERVICE_RESTART = 1012;

const perChannel = (): Record<Channel, number> => ({ alert: 0, notice: 0, inout: 0 });

function matches(session: SocketSession, audience: Audience | undefined): boolean {
  if (!audience) return true;
  return (
    (audience.token === undefined || audience.token === session.token) &&
    (audience.userId === undefined || audience.userId === session.userId) &&
    (audience.agentId === undefined || audience.agentId === session.agentId)
  );
}

function send(socket: RealtimeSocket, data: string): boolean {
  if (socket.readyState !== OPEN) return false;
  socket.send(data);
  return true;
}

/** Closes (and forgets) the connections of a set that match the audience; returns how many. */
function closeMatching<C extends AlertConnection>(
  set: Set<C>,
  audience: Audience | undefined,
  code: number,
  reason: string,
): number {
  let closed = 0;
  for (const c of set) {
    if (!matches(c, audience)) continue;
    set.delete(c);
    c.socket.close(code, reason);
    closed++;
  }
  return closed;
}

/**
 * Adds a connection to a channel's set; when its session then holds more than the cap, the oldest of
 * that session's sockets is closed (4009) and forgotten. Returns the function that forgets it.
 */
function track<C extends AlertConnection>(set: Set<C>, connection: C): () => void {
  set.add(connection);
  const own = [...set].filter((c) => c.token === connection.token);
  for (const oldest of own.slice(0, Math.max(0, own.length - WS_MAX_SOCKETS_PER_SESSION))) {
    set.delete(oldest);
    oldest.socket.close(WS_CLOSE_TOO_MANY_SOCKETS, WS_REASON_TOO_MANY_SOCKETS);
  }
  return () => set.delete(connection);
}

export class RealtimeHub {
  private readonly alertSockets = new Set<AlertConnection>();
  private readonly noticeSockets = new Set<NoticeConnection>();
  private readonly inoutSockets = new Set<InoutConnection>();
  private readonly connects = perChannel();
  private readonly swallowed = perChannel();
  private readonly silenced = new Set<Channel>();
  private readonly down = new Set<Channel>();
  private readonly refused = perChannel();

  /** Tracks an alert socket; the returned function forgets it. */
  addAlert(connection: AlertConnection): () => void {
    this.connects.alert++;
    return track(this.alertSockets, connection);
  }

  addNotice(connection: NoticeConnection): () => void {
    this.connects.notice++;
    return track(this.noticeSockets, connection);
  }

  addInout(connection: InoutConnection): () => void {
    this.connects.inout++;
    return track(this.inoutSockets, connection);
  }

  /** Starts (on) or stops swallowing the heartbeats of a channel; sockets stay open meanwhile. */
  silence(channel: Channel, on: boolean): void {
    if (on) this.silenced.add(channel);
    else this.silenced.delete(channel);
  }

  /** Every channel answers its heartbeats and accepts connections again (/__mock/reset). */
  unsilenceAll(): void {
    this.silenced.clear();
    this.down.clear();
  }

  /**
   * Starts (on) or ends an outage of a channel: its open sockets close with 1012 (service restart)
   * and, until it ends, new connections are refused before the upgrade, as a gateway would.
   */
  outage(channel: Channel, on: boolean): void {
    if (!on) {
      this.down.delete(channel);
      return;
    }
    this.down.add(channel);
    const sockets = { alert: this.alertSockets, notice: this.noticeSockets, inout: this.inoutSockets }[
      channel
    ];
    closeMatching(sockets, undefined, WS_CLOSE_SERVICE_RESTART, 'outage');
  }

  /** Called before a channel's upgrade: true (and counted) when the channel is in an outage. */
  refuses(channel: Channel): boolean {
    if (!this.down.has(channel)) return false;
    this.refused[channel]++;
    return true;
  }

  /**
   * Called by a channel before it answers a heartbeat: true (and counted) when the channel is
   * silenced, so the caller must not answer.
   */
  swallowHeartbeat(channel: Channel): boolean {
    if (!this.silenced.has(channel)) return false;
    this.swallowed[channel]++;
    return true;
  }

  /** Sends a frame to every open alert socket of the audience; returns how many got it. */
  pushAlert(frame: AlertServerFrame, audience?: Audience): number {
    const data = JSON.stringify(frame);
    let sent = 0;
    for (const c of this.alertSockets) if (matches(c, audience) && send(c.socket, data)) sent++;
    return sent;
  }

  /**
   * Sends a frame to every notice socket that registered with `agent:{agentId}` (audience.agentId
   * compares with the registered id).
   */
  pushNotice(frame: NoticeServerFrame, audience?: Audience): number {
    const data = JSON.stringify(frame);
    let sent = 0;
    for (const c of this.noticeSockets) {
      if (c.registeredAgentId === null || !matches({ ...c, agentId: c.registeredAgentId }, audience))
        continue;
      if (send(c.socket, data)) sent++;
    }
    return sent;
  }

  /** Sends an in/out record to every inout socket subscribed to its community (or to all). */
  pushInoutRecord(frame: InoutRecordPush, audience?: Audience): number {
    const data = JSON.stringify(frame);
    let sent = 0;
    for (const c of this.inoutSockets) {
      if (!matches(c, audience) || !(c.all || c.depIds.has(frame.data.depId))) continue;
      if (send(c.socket, data)) sent++;
    }
    return sent;
  }

  /** Closes every socket (all channels) of the audience, e.g. on logout; returns how many. */
  disconnect(audience: Audience, code = WS_CLOSE_SESSION_ENDED, reason = WS_REASON_SESSION_ENDED): number {
    return (
      closeMatching(this.alertSockets, audience, code, reason) +
      closeMatching(this.noticeSockets, audience, code, reason) +
      closeMatching(this.inoutSockets, audience, code, reason)
    );
  }

  stats(): HubStats {
    const inout = [...this.inoutSockets];
    return {
      alert: this.alertSockets.size,
      notice: this.noticeSockets.size,
      noticeRegistered: [...this.noticeSockets].filter((c) => c.registeredAgentId !== null).length,
      inout: inout.length,
      inoutSubscribed: inout.filter((c) => c.all || c.depIds.size > 0).length,
      connects: { ...this.connects },
      silenced: CHANNELS.filter((c) => this.silenced.has(c)),
      swallowed: { ...this.swallowed },
      down: CHANNELS.filter((c) => this.down.has(c)),
      refused: { ...this.refused },
    };
  }
}

export function createRealtimeHub(): RealtimeHub {
  return new RealtimeHub();
}

/** Direct replies on one socket (heartbeat ack, pong, subscription state, errors). */
export function reply(socket: RealtimeSocket, frame: AlertServerFrame | InoutServerFrame): boolean {
  return send(socket, JSON.stringify(frame));
}

export function replyText(socket: RealtimeSocket, text: NoticePong): boolean {
  return send(socket, text);
}
