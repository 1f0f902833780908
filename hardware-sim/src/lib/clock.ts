// Time source of the simulators. Everything that shows a time or waits goes through a Clock so that
// tests can pin the date and make `slow` faults instant.

export interface Clock {
  now(): Date;
  sleep(ms: number): Promise<void>;
}

export const systemClock: Clock = {
  now: () => new Date(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export interface ManualClock extends Clock {
  advance(ms: number): void;
  /** Total milliseconds slept through `sleep` (what a slow fault would have cost). */
  readonly slept: number;
}

/** A clock that only moves when told to; `sleep` advances it and resolves at once. */
export function manualClock(start: string | Date): ManualClock {
  let current = new Date(start).getTime();
  let slept = 0;
  return {
    now: () => new Date(current),
    advance(ms) {
      current += ms;
    },
    sleep(ms) {
      current += ms;
      slept += ms;
      return Promise.resolve();
    },
    get slept() {
      return slept;
    },
  };
}

const BEIJING_OFFSET_MS = 8 * 3600 * 1000;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function beijingParts(date: Date) {
  const d = new Date(date.getTime() + BEIJING_OFFSET_MS);
  return {
    y: d.getUTCFullYear(),
    mo: pad(d.getUTCMonth() + 1),
    d: pad(d.getUTCDate()),
    h: pad(d.getUTCHours()),
    mi: pad(d.getUTCMinutes()),
    s: pad(d.getUTCSeconds()),
  };
}

/** Beijing time as `YYYY-MM-DD HH:mm:ss`. */
export function formatDateTime(date: Date): string {
  const p = beijingParts(date);
  return `${p.y}-${p.mo}-${p.d} ${p.h}:${p.mi}:${p.s}`;
}

/** Beijing date as `YYYY-MM-DD`. */
export function formatDate(date: Date): string {
  const p = beijingParts(date);
  return `${p.y}-${p.mo}-${p.d}`;
}

/** Beijing time as `YYYYMMDDHHmmss` (file names). */
export function formatCompact(date: Date): string {
  const p = beijingParts(date);
  return `${p.y}${p.mo}${p.d}${p.h}${p.mi}${p.s}`;
}
