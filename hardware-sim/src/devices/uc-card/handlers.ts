import { done, ok, type QtHandlers } from '../../qt/handler-types';

export const ucCardHandlers: Pick<
  QtHandlers,
  'ucCardBeep' | 'ucCardRead' | 'ucCardFormatUserCard' | 'ucCardCreateUserList' | 'ucCardCreateAuto'
> = {
  ucCardBeep: (body, ctx) => {
    ctx.record({
      reader: 'uc',
      kind: 'beep',
      detail: { times: body.times ?? 1, duration: body.duration ?? 200 },
    });
    return done();
  },
  ucCardRead: (body, ctx) => ok(ctx.uc.read(body.key_encrypt)),
  ucCardFormatUserCard: (body, ctx) => ok(ctx.uc.formatUserCard(body.key_encrypt)),
  ucCardCreateUserList: (body, ctx) => ok(ctx.uc.createUserList(body, ctx.today())),
  ucCardCreateAuto: (body, ctx) => ok(ctx.uc.createAuto(body, ctx.today())),
};
