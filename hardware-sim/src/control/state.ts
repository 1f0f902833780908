// GET /__sim/state: everything the simulators hold, as plain JSON.
import type { SimContext } from '../context';

export function simState(ctx: SimContext) {
  const ic = ctx.ic.card;
  const uc = ctx.uc.card;
  const cpu = ctx.cpu.card;
  const idr = ctx.idr210.card;
  return {
    time: ctx.now(),
    readers: {
      ic: ic && { ...ic, list: ic.list.map((x) => ({ ...x })), sector: ic.sector && { ...ic.sector } },
      uc: uc && { ...uc, list: uc.list.map((x) => ({ ...x })) },
      cpu: cpu && { cardNo: cpu.cardNo, token: cpu.token, files: Object.fromEntries(cpu.files) },
      idr210: idr && (idr.kind === 'idcard' ? { kind: idr.kind, ...idr.person } : { ...idr }),
    },
    events: ctx.events.map((e) => ({ ...e })),
    software: {
      account: ctx.software.account,
      launched: ctx.software.launched.map((l) => ({ ...l })),
      uptime: ctx.software.uptime(ctx.clock.now()),
    },
    monitorWindows: ctx.monitor.windows.map((w) => ({ ...w })),
    downloads: ctx.downloads.snapshot(),
    files: ctx.files.snapshot(),
    camera: { mode: ctx.camera.mode, captures: ctx.camera.captures.map((c) => ({ ...c })) },
    fingerVein: {
      autoPress: ctx.fingerVein.autoPress,
      active: ctx.fingerVein.activeInfo,
      completed: ctx.fingerVein.completed.map((c) => ({ ...c })),
    },
    video: { windows: ctx.video.snapshot() },
    faults: ctx.faults.snapshot(),
    policy: ctx.policy.snapshot(),
  };
}

export type SimState = ReturnType<typeof simState>;
