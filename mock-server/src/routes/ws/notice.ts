// Notice channel /ws/notice/{sessionId} (asyncapi/notice.yaml): `agent:{agentId}` registers the
// socket for its agent's pushes, `ping` gets `pong`.
import type { FastifyInstance } from 'fastify';
import {
  NOTICE_WS_PATH,
  WS_CLOSE_AGENT_MISMATCH,
  WS_REASON_AGENT_MISMATCH,
} from '../../realtime/constants.js';
import { noticePong, parseNoticeFrame } from '../../realtime/frames.js';
import { replyText, type NoticeConnection, type RealtimeSocket } from '../../realtime/hub.js';
import { authenticate, channelRoute, frameText, untrackOnEnd, type WsPluginOptions } from './session.js';

export type { WsPluginOptions } from './session.js';

export default async function noticeWs(app: FastifyInstance, opts: WsPluginOptions): Promise<void> {
  app.get<{ Params: { sessionId: string } }>(
    NOTICE_WS_PATH,
    channelRoute(opts.hub, 'notice'),
    (socket: RealtimeSocket, request) => {
      const session = authenticate(socket, request.params.sessionId, opts.resolveToken, request.log);
      if (!session) return;
      const connection: NoticeConnection = { ...session, socket, registeredAgentId: null };
      untrackOnEnd(socket, opts.hub.addNotice(connection), request.log);
      socket.on('message', (data, isBinary) => {
        if (isBinary) return;
        const frame = parseNoticeFrame(frameText(data));
        switch (frame.kind) {
          case 'ping':
            if (!opts.hub.swallowHeartbeat('notice')) replyText(socket, noticePong);
            return;
          case 'agent':
            if (frame.agentId !== session.agentId) {
              socket.close(WS_CLOSE_AGENT_MISMATCH, WS_REASON_AGENT_MISMATCH);
              return;
            }
            connection.registeredAgentId = frame.agentId;
            return;
          case 'unknown':
            request.log.debug('notice channel: ignored an unknown frame');
            return;
        }
      });
    },
  );
}
