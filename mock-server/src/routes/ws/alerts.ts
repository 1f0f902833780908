// Alert channel /ws/alert/{sessionId} (asyncapi/alerts.yaml): tracks the socket for alert and
// push-flag broadcasts and answers heartbeats (unless the hub silences the channel).
import type { FastifyInstance } from 'fastify';
import { ALERT_WS_PATH } from '../../realtime/constants.js';
import { heartbeatAckFrame, parseAlertHeartbeat } from '../../realtime/frames.js';
import { reply, type RealtimeSocket } from '../../realtime/hub.js';
import { formatDateTime } from '../../realtime/time.js';
import { authenticate, channelRoute, frameText, untrackOnEnd, type WsPluginOptions } from './session.js';

export type { WsPluginOptions } from './session.js';

export default async function alertsWs(app: FastifyInstance, opts: WsPluginOptions): Promise<void> {
  const now = opts.now ?? (() => new Date());
  app.get<{ Params: { sessionId: string } }>(
    ALERT_WS_PATH,
    channelRoute(opts.hub, 'alert'),
    (socket: RealtimeSocket, request) => {
      const session = authenticate(socket, request.params.sessionId, opts.resolveToken, request.log);
      if (!session) return;
      untrackOnEnd(socket, opts.hub.addAlert({ ...session, socket }), request.log);
      socket.on('message', (data, isBinary) => {
        if (isBinary) return;
        const heartbeat = parseAlertHeartbeat(frameText(data));
        if (!heartbeat) {
          request.log.debug('alert channel: ignored a frame that is not a heartbeat');
          return;
        }
        if (opts.hub.swallowHeartbeat('alert')) return;
        reply(socket, heartbeatAckFrame(heartbeat[1].ts, formatDateTime(now())));
      });
    },
  );
}
