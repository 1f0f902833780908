import { done, ok, type QtHandlers } from '../../qt/handler-types';

type IcOps =
  | 'icCardLed'
  | 'icCardBeep'
  | 'icCardRead'
  | 'icCardFormat'
  | 'icCardFormatUserCard'
  | 'icCardLogoutUserCard'
  | 'icCardFormatSysCard'
  | 'icCardCreateUserList'
  | 'icCardCreateSysCard'
  | 'icCardProlongList'
  | 'icCardCreateAuto';

export const icCardHandlers: Pick<QtHandlers, IcOps> = {
  icCardLed: (body, ctx) => {
    ctx.record({ reader: 'ic', kind: 'led', detail: { color: body.color, duration: body.duration ?? 1000 } });
    return done();
  },
  icCardBeep: (body, ctx) => {
    ctx.record({
      reader: 'ic',
      kind: 'beep',
      detail: { times: body.times ?? 1, duration: body.duration ?? 200 },
    });
    return done();
  },
  icCardRead: (body, ctx) => ok(ctx.ic.read(body)),
  icCardFormat: (body, ctx) => ok(ctx.ic.format(body)),
  icCardFormatUserCard: (body, ctx) => ok(ctx.ic.formatUserCard(body)),
  icCardLogoutUserCard: (body, ctx) => ok(ctx.ic.logoutUserCard(body)),
  icCardFormatSysCard: (body, ctx) => ok(ctx.ic.formatSysCard(body)),
  icCardCreateUserList: (body, ctx) => ok(ctx.ic.createUserList(body, body, ctx.today())),
  icCardCreateSysCard: (body, ctx) => ok(ctx.ic.createSysCard(body, body.version)),
  icCardProlongList: (body, ctx) => ok(ctx.ic.prolongList(body, body.date, ctx.today())),
  icCardCreateAuto: (body, ctx) => ok(ctx.ic.createAuto(body, body, ctx.today())),
};
