import { done, ok, type QtHandlers } from '../../qt/handler-types';

export const cpuCardHandlers: Pick<
  QtHandlers,
  'cpuCardLed' | 'cpuCardBeep' | 'cpuCardCardNo' | 'cpuCardRead' | 'cpuCardFormat' | 'cpuCardCreateUserList'
> = {
  cpuCardLed: (body, ctx) => {
    ctx.record({
      reader: 'cpu',
      kind: 'led',
      detail: { color: body.color, duration: body.duration ?? 1000 },
    });
    return done();
  },
  cpuCardBeep: (body, ctx) => {
    ctx.record({
      reader: 'cpu',
      kind: 'beep',
      detail: { times: body.times ?? 1, duration: body.duration ?? 200 },
    });
    return done();
  },
  cpuCardCardNo: (_body, ctx) => ok(ctx.cpu.cardNo()),
  cpuCardRead: (body, ctx) => ok(ctx.cpu.read(body.file_id, body.token)),
  cpuCardFormat: (body, ctx) => ok(ctx.cpu.format(body.token)),
  cpuCardCreateUserList: (body, ctx) => ok(ctx.cpu.createUserList(body, ctx.today())),
};
