import { ok, type QtHandlers } from '../../qt/handler-types';
import { DOWNLOAD_URL_REFUSED } from '../../lib/origin-policy';

export const downloadHandlers: Pick<QtHandlers, 'downloadNewTask' | 'downloadTest'> = {
  downloadNewTask: (body, ctx) => {
    ctx.policy.requireBackendUrl(body.baseUrl, DOWNLOAD_URL_REFUSED);
    return ok(ctx.downloads.create(body));
  },
  downloadTest: (body, ctx) => ok(ctx.downloads.check(body.taskId)),
};
