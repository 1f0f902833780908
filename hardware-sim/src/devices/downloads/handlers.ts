import { ok, type QtHandlers } from '../../qt/handler-types';

export const downloadHandlers: Pick<QtHandlers, 'downloadNewTask' | 'downloadTest'> = {
  downloadNewTask: (body, ctx) => ok(ctx.downloads.create(body)),
  downloadTest: (body, ctx) => ok(ctx.downloads.check(body.taskId)),
};
