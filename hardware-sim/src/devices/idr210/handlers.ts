import { ok, type QtHandlers } from '../../qt/handler-types';

export const idr210Handlers: Pick<
  QtHandlers,
  'idr210ReaderRead' | 'idr210ReaderReadCardId' | 'idr210ReaderUploadPhoto' | 'idr210ReaderTypeASn'
> = {
  idr210ReaderRead: (_body, ctx) => ok(ctx.idr210.read(ctx.now())),
  idr210ReaderReadCardId: (_body, ctx) => ok(ctx.idr210.readCardId()),
  idr210ReaderUploadPhoto: async (body, ctx) => ok(await ctx.idr210.uploadPhoto(body, ctx.upload)),
  idr210ReaderTypeASn: (_body, ctx) => ok(ctx.idr210.typeASn()),
};
