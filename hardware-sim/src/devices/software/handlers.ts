import { formatDateTime } from '../../lib/clock';
import { done, ok, type QtHandlers } from '../../qt/handler-types';
import { DEVICE_MODELS, SOFTWARE } from './software';
import { WS_PORT_OFFSET } from '../../constants';
import { DeviceError } from '../../lib/errors';
import { BASE_URL_REFUSED, LAUNCH_REFUSED } from '../../lib/origin-policy';

export const softwareHandlers: Pick<
  QtHandlers,
  'softwareAbout' | 'softwareHeartbeat' | 'softwareSetAccountInfo' | 'softwareLaunch'
> = {
  softwareAbout: (_body, ctx) =>
    ok({
      ...SOFTWARE,
      port: ctx.qtPort,
      wsPort: ctx.qtPort + WS_PORT_OFFSET,
      devices: (Object.keys(DEVICE_MODELS) as (keyof typeof DEVICE_MODELS)[]).map((type) => ({
        type,
        name: DEVICE_MODELS[type],
        connected: true,
      })),
    }),
  softwareHeartbeat: (_body, ctx) => {
    const now = ctx.clock.now();
    return ok({
      time: formatDateTime(now),
      uptime: ctx.software.uptime(now),
      loggedIn: ctx.software.account !== null,
    });
  },
  softwareSetAccountInfo: (body, ctx) => {
    ctx.policy.requireBackendUrl(body.baseUrl, BASE_URL_REFUSED);
    ctx.software.account = { ...body };
    return done('账号信息已同步');
  },
  softwareLaunch: (body, ctx) => {
    if (!ctx.policy.allowsProgram(body.fullPath))
      throw new DeviceError(`${LAUNCH_REFUSED}：${body.fullPath}`);
    const launched = ctx.software.launch(body.fullPath, ctx.now());
    return ok({ fullPath: launched.fullPath, pid: launched.pid });
  },
};
