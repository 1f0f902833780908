// 萤石云视频账号与设备、小区视频通道同步。
import { defineHandler, requireSession } from '../../contract/define.js';
import { fail, ok200 } from '../../contract/envelope.js';
import { slicePage } from '../../lib/paging.js';
import { visibleCommunities } from '../../lib/visibility.js';

export const handlers = [
  defineHandler('getYSCloudAccount', (ctx) => {
    const { user } = requireSession(ctx);
    return ok200(ctx.store.video.accounts(user.agentId));
  }),

  defineHandler('getYSCloudDevices', (ctx) => {
    const { user } = requireSession(ctx);
    const devices = ctx.store.video.devices(user.agentId, ctx.query.accountId);
    return devices ? ok200(devices) : fail('10801', '萤石云账号不存在');
  }),

  defineHandler('pageDepChannels', (ctx) => {
    const { user, token } = requireSession(ctx);
    const { lastTimestamp = 0, page, limit } = ctx.query;
    const timestamp = ctx.store.now().getTime();
    const changed = ctx.store.video.changedChannels(
      visibleCommunities(ctx.store.communities, user),
      lastTimestamp,
    );
    const p = slicePage(changed, { page, limit }, 100);
    return {
      ...ok200({
        ...ctx.store.video.credentials(token),
        data: { last_timestamp: lastTimestamp, timestamp, dep_channels: p.items },
      }),
      totalCount: p.total,
    };
  }),
];
