// In/out record channel /inout-websocket/{token} (asyncapi/inout.yaml): ping/pong and record
// subscriptions; records themselves are pushed through the hub.
import type { FastifyInstance } from 'fastify';
import { INOUT_WS_PATH } from '../../realtime/constants.js';
import {
  inoutErrorFrame,
  inoutPongFrame,
  inoutSubscriptionFrame,
  parseInoutCommand,
} from '../../realtime/frames.js';
import { reply, type InoutConnection, type RealtimeSocket } from '../../realtime/hub.js';
import { formatDateTime } from '../../realtime/time.js';
import { authenticate, channelRoute, frameText, untrackOnEnd, type WsPluginOptions } from './session.js';

export type { WsPluginOptions } from './session.js';

export default async function inoutWs(app: FastifyInstance, opts: WsPluginOptions): Promise<void> {
  const now = opts.now ?? (() => new Date());
  app.get<{ Params: { token: string } }>(
    INOUT_WS_PATH,
    channelRoute(opts.hub, 'inout'),
    (socket: RealtimeSocket, request) => {
      const session = authenticate(socket, request.params.token, opts.resolveToken, request.log);
      if (!session) return;
      const connection: InoutConnection = { ...session, socket, all: false, depIds: new Set() };
      untrackOnEnd(socket, opts.hub.addInout(connection), request.log);
      socket.on('message', (data, isBinary) => {
        if (isBinary) {
          reply(socket, inoutErrorFrame('指令必须是 JSON 文本'));
          return;
        }
        const parsed = parseInoutCommand(frameText(data));
        if (!parsed.ok) {
          reply(socket, inoutErrorFrame(parsed.message));
          return;
        }
        const command = parsed.command;
        if (command.agentId !== session.agentId) {
          reply(socket, inoutErrorFrame('agentId 与登录账号不一致'));
          return;
        }
        switch (command.cmd) {
          case 'ping':
            if (opts.hub.swallowHeartbeat('inout')) return;
            reply(socket, inoutPongFrame(command.agentId, formatDateTime(now())));
            return;
          case 'record':
            if (command.depId === undefined) connection.all = true;
            else connection.depIds.add(command.depId);
            break;
          case 'cancel':
            if (command.depId === undefined) {
              connection.all = false;
              connection.depIds.clear();
            } else {
              connection.depIds.delete(command.depId);
            }
            break;
        }
        reply(socket, inoutSubscriptionFrame(connection.all, connection.depIds));
      });
    },
  );
}
