import { ok, type QtHandlers } from '../../qt/handler-types';

export const monitorHandlers: Pick<QtHandlers, 'videoOpenMonitorWindow' | 'videoCameraList'> = {
  videoOpenMonitorWindow: (body, ctx) => ok(ctx.monitor.open(body, ctx.now())),
  videoCameraList: (body, ctx) => ok(ctx.monitor.channels(body)),
};
