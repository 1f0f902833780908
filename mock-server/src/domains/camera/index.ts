// 车辆监控的车牌识别相机树（按小区分页）。
import { defineHandler, requireSession } from '../../contract/define.js';
import { ok200 } from '../../contract/envelope.js';
import { visibleCommunities } from '../../lib/visibility.js';

export const handlers = [
  defineHandler('getCarCameraTree', (ctx) => {
    const { user } = requireSession(ctx);
    const { cameraName, page, limit } = ctx.query;
    const p = ctx.store.carCameras.groups(visibleCommunities(ctx.store.communities, user), cameraName, {
      page,
      limit,
    });
    return { ...ok200(p.items), totalCount: p.total };
  }),
];
