import type { VideoOperationId, VideoQuery, VideoRequest, VideoSuccess } from '../contract/types';
import type { SimContext } from '../context';

type VideoHandler<K extends VideoOperationId> = (
  input: { body: VideoRequest<K>; query: VideoQuery<K> },
  ctx: SimContext,
) => VideoSuccess<K>;
export type VideoHandlers = { [K in VideoOperationId]: VideoHandler<K> };

/** Every operation of openapi/video-service.yaml. */
export const videoHandlers: VideoHandlers = {
  checkMonitorWindow: ({ query }, ctx) => ({ code: 0, data: ctx.video.check(query.session_id) }),
  openMonitorWindow: ({ body }, ctx) => {
    const data = ctx.video.open(body, ctx.now());
    return { code: 0, msg: data.reused ? '监控窗口已在运行' : '监控窗口已打开', data };
  },
  addDepChannel: ({ body }, ctx) => ({ code: 0, data: ctx.video.addDepChannel(body) }),
};
