// 考勤统计 (02 §2 AttendanceStatistics): one month of clock-in records summed per employee and per day.
// Every active employee of the groups counted is listed, with 0 days when they have no record yet (on
// the 1st of a month, or someone new), so the head count is the groups' and not the clock-ins' (ADR 0092).
import { defineHandler, requireSession, type HandlerDef } from '../../contract/define.js';
import { ok200 } from '../../contract/envelope.js';
import { formatDateTime } from '../../store/clock.js';
import { visibleDepIds } from '../../lib/visibility.js';

/** 考勤结果 codes of AttendanceRecord.status. */
const KEYS = { 1: 'normal', 2: 'late', 3: 'early', 4: 'missing', 5: 'absent', 6: 'leave' } as const;
type Key = (typeof KEYS)[keyof typeof KEYS];
type Counts = Record<Key, number>;
const zero = (): Counts => ({ normal: 0, late: 0, early: 0, missing: 0, absent: 0, leave: 0 });

/** 出勤率 = 正常 ÷ (天数 − 请假), one decimal. */
const attendanceRate = (c: Counts, days: number) =>
  days - c.leave > 0 ? Math.round((c.normal / (days - c.leave)) * 1000) / 10 : 0;

export const attendanceHandlers: HandlerDef[] = [
  defineHandler('attendanceStatistics', (ctx) => {
    const { user } = requireSession(ctx);
    const month = ctx.query.month ?? formatDateTime(ctx.store.now()).slice(0, 7);
    const depIds = visibleDepIds(ctx.store.communities, user);
    const records = ctx.store.resources
      .table('AttendanceRecord')
      .all()
      .filter(
        (r) =>
          depIds.has(Number(r.depId)) &&
          String(r.date).startsWith(month) &&
          (ctx.query.groupId === undefined || r.groupId === ctx.query.groupId),
      );
    const total = zero();
    const staff = new Map<
      number,
      Counts & {
        staffId: number;
        staffName: string | null;
        groupName: string | null;
        days: number;
        lateMinutes: number;
      }
    >();
    const groupNames = new Map(
      ctx.store.resources
        .table('AttendanceGroup')
        .all()
        .filter(
          (g) =>
            depIds.has(Number(g.depId)) && (ctx.query.groupId === undefined || g.id === ctx.query.groupId),
        )
        .map((g) => [Number(g.id), String(g.name)]),
    );
    for (const s of ctx.store.resources.table('Staff').all())
      if (s.status === 1 && groupNames.has(Number(s.attendanceGroupId)))
        staff.set(Number(s.id), {
          ...zero(),
          staffId: Number(s.id),
          staffName: String(s.name),
          groupName: groupNames.get(Number(s.attendanceGroupId))!,
          days: 0,
          lateMinutes: 0,
        });
    const days = new Map<string, { date: string; normal: number; abnormal: number }>();
    for (const r of records) {
      const key = KEYS[Number(r.status) as keyof typeof KEYS];
      total[key]++;
      const id = Number(r.staffId);
      const person = staff.get(id) ?? {
        ...zero(),
        staffId: id,
        staffName: (r.staffName as string | null) ?? null,
        groupName: (r.groupName as string | null) ?? null,
        days: 0,
        lateMinutes: 0,
      };
      person[key]++;
      person.days++;
      person.lateMinutes += Number(r.lateMinutes);
      staff.set(id, person);
      const date = String(r.date);
      const day = days.get(date) ?? { date, normal: 0, abnormal: 0 };
      if (key === 'normal') day.normal++;
      else if (key !== 'leave') day.abnormal++;
      days.set(date, day);
    }
    return ok200({
      month,
      summary: {
        staffCount: staff.size,
        recordCount: records.length,
        ...total,
        attendanceRate: attendanceRate(total, records.length),
      },
      byStaff: [...staff.values()].sort((a, b) => a.staffId - b.staffId),
      byDay: [...days.values()].sort((a, b) => a.date.localeCompare(b.date)),
    });
  }),
];
