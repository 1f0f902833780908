// What the three channel plugins share: options, token check on connect, frame text.
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { WS_CLOSE_UNAUTHORIZED, WS_REASON_UNAUTHORIZED } from '../../realtime/constants.js';
import type { Channel, RawData, RealtimeHub, RealtimeSocket, SocketSession } from '../../realtime/hub.js';

export interface WsPluginOptions {
  hub: RealtimeHub;
  /** The session of a token (the sessionId of /api), or undefined when unknown or expired. */
  resolveToken(token: string): { userId: string; agentId: string } | undefined;
  /** clock for reply timestamps; defaults to the real time */
  now?: () => Date;
}

/** ws close code 1011: the server hit an unexpected condition */
const WS_CLOSE_INTERNAL_ERROR = 1011;

/**
 * The socket's session, or undefined after closing the socket with 4001 when the token is
 * unknown (and 1011 when resolveToken throws).
 */
export function authenticate(
  socket: RealtimeSocket,
  token: string,
  resolveToken: WsPluginOptions['resolveToken'],
  log: FastifyBaseLogger,
): SocketSession | undefined {
  let found: { userId: string; agentId: string } | undefined;
  try {
    found = token ? resolveToken(token) : undefined;
  } catch (error) {
    log.error({ err: error }, 'resolveToken failed');
    socket.close(WS_CLOSE_INTERNAL_ERROR, 'resolveToken failed');
    return undefined;
  }
  if (!found) {
    socket.close(WS_CLOSE_UNAUTHORIZED, WS_REASON_UNAUTHORIZED);
    return undefined;
  }
  return { token, userId: found.userId, agentId: found.agentId };
}

/** Text of a websocket message whatever buffer shape `ws` delivered it in. */
export function frameText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}

/** Forgets the connection on close and on error. */
export function untrackOnEnd(socket: RealtimeSocket, untrack: () => void, log: FastifyBaseLogger): void {
  socket.on('close', untrack);
  socket.on('error', (error) => {
    log.warn({ err: error }, 'websocket error');
    untrack();
  });
}

/**
 * Route options of a channel: a websocket route whose upgrade is refused with HTTP 503 while the hub
 * holds the channel in an outage (POST /__mock/realtime/outage); browsers then report a failed
 * connection, never an open one.
 */
export function channelRoute(hub: RealtimeHub, channel: Channel) {
  return {
    websocket: true as const,
    preValidation: async (_request: FastifyRequest, reply: FastifyReply) => {
      if (hub.refuses(channel)) await reply.code(503).send({ message: '实时通道暂不可用' });
    },
  };
}
