// The shifts of a duty area (值班区域): 24小时值守 is one 24-hour shift, 两班倒 two of 12 hours, 三班倒
// three of 8, starting at the first shift's time; and how many patrols one shift holds.

export interface DutyShift {
  name: string;
  start: string;
  end: string;
  /** The shift ends on the next day. */
  overnight: boolean;
}

const SHIFT_NAMES: Record<number, readonly string[]> = {
  1: ['全天'],
  2: ['白班', '夜班'],
  3: ['早班', '中班', '夜班'],
};
const DAY_MINUTES = 24 * 60;

const minutesOf = (time: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return h * 60 + m;
};
const clock = (minutes: number) => {
  const m = ((minutes % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

/** Shifts of a mode (1, 2 or 3) from `startTime` (HH:mm[:ss]); none for an unknown mode or time. */
export function dutyShifts(shiftMode: number | undefined, startTime: string | undefined): DutyShift[] {
  const names = shiftMode === undefined ? undefined : SHIFT_NAMES[shiftMode];
  if (!names || !startTime || !/^\d{2}:\d{2}/.test(startTime)) return [];
  const first = minutesOf(startTime);
  const length = DAY_MINUTES / names.length;
  return names.map((name, i) => {
    const from = first + i * length;
    const to = from + length;
    return { name, start: clock(from), end: clock(to), overnight: from < DAY_MINUTES && to > DAY_MINUTES };
  });
}

/** Patrols one shift of this mode holds at an interval of `minutes`. */
export function patrolsPerShift(shiftMode: number | undefined, minutes: number | undefined): number {
  const names = shiftMode === undefined ? undefined : SHIFT_NAMES[shiftMode];
  if (!names || !minutes || minutes <= 0) return 0;
  return Math.floor(DAY_MINUTES / names.length / minutes);
}
