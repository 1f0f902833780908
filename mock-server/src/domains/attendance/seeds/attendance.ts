// 考勤管理 seeds: six shifts (the last unused), six rules on the first five shifts (the last unused),
// eight groups in the first four communities (the last without staff), and two weeks of clock-ins of
// eight grouped employees.
import type { ResourceSeed, Row } from '#mock/resources/types.js';
import { shiftedDate } from '../../property/seeds/common.js';

const SHIFTS = [
  {
    name: '行政白班',
    shiftType: 1,
    startTime: '09:00',
    endTime: '18:00',
    restStart: '12:00',
    restEnd: '13:30',
    color: '#1677ff',
  },
  {
    name: '早班',
    shiftType: 1,
    startTime: '07:00',
    endTime: '15:00',
    restStart: '11:30',
    restEnd: '12:00',
    color: '#52c41a',
  },
  {
    name: '中班',
    shiftType: 1,
    startTime: '15:00',
    endTime: '23:00',
    restStart: '18:00',
    restEnd: '18:30',
    color: '#fa8c16',
  },
  {
    name: '夜班',
    shiftType: 1,
    startTime: '23:00',
    endTime: '07:00',
    restStart: null,
    restEnd: null,
    color: '#722ed1',
  },
  {
    name: '管家弹性班',
    shiftType: 2,
    startTime: '09:00',
    endTime: '18:00',
    restStart: '12:00',
    restEnd: '13:00',
    color: '#13c2c2',
  },
  {
    name: '保洁早班',
    shiftType: 1,
    startTime: '06:30',
    endTime: '14:30',
    restStart: null,
    restEnd: null,
    color: '#eb2f96',
  },
];

export const attendanceShift: ResourceSeed = {
  count: SHIFTS.length,
  make(ctx, i) {
    const shift = SHIFTS[i]!;
    return {
      ...shift,
      flexMinutes: shift.shiftType === 2 ? 60 : 0,
      earliestMinutes: 60,
      remark: shift.name === '夜班' ? '次日 07:00 下班' : null,
      createTime: ctx.daysAgo(ctx.faker.number.int({ min: 400, max: 900 })),
    };
  },
};

const RULES = [
  { name: '行政标准工时', shift: 1, workDays: '1,2,3,4,5', holidayRest: 1, clockMethod: 1 },
  { name: '安保早班轮值', shift: 2, workDays: '1,2,3,4,5,6', holidayRest: 0, clockMethod: 2 },
  { name: '安保中班轮值', shift: 3, workDays: '1,2,3,4,5,6', holidayRest: 0, clockMethod: 2 },
  { name: '安保夜班轮值', shift: 4, workDays: '1,3,5,7', holidayRest: 0, clockMethod: 2 },
  { name: '管家弹性工时', shift: 5, workDays: '1,2,3,4,5,6', holidayRest: 1, clockMethod: 3 },
  { name: '保洁周末班', shift: 2, workDays: '6,7', holidayRest: 0, clockMethod: 1 },
];

export const attendanceRule: ResourceSeed = {
  count: RULES.length,
  make(ctx, i) {
    const rule = RULES[i]!;
    return {
      name: rule.name,
      shiftId: rule.shift,
      workDays: rule.workDays,
      holidayRest: rule.holidayRest,
      clockMethod: rule.clockMethod,
      lateGrace: rule.shift === 5 ? 0 : 5,
      earlyGrace: 5,
      absentMinutes: 120,
      makeupLimit: 3,
      createTime: ctx.daysAgo(ctx.faker.number.int({ min: 300, max: 800 })),
    };
  },
};

const GROUPS = [
  { name: '客服组', rule: 1 },
  { name: '安保组', rule: 2 },
];

export const attendanceGroup: ResourceSeed = {
  count: 8,
  make(ctx, i) {
    const { faker, store } = ctx;
    const community = store.communities[Math.floor(i / 2)]!;
    const group = GROUPS[i % 2]!;
    return {
      name: `${community.depName}${i === 7 ? '保洁组' : group.name}`,
      depId: community.depId,
      ruleId: i === 7 ? 5 : group.rule,
      leaderName: `${faker.person.lastName()}${faker.person.firstName()}`,
      status: 1,
      createTime: ctx.daysAgo(faker.number.int({ min: 200, max: 700 })),
    };
  },
};

const DAYS = 15;
const PEOPLE = 8;

/** The result of one working day from the minutes late (negative: early) and the clock-ins made. */
function dayOf(faker: Parameters<ResourceSeed['make']>[0]['faker']) {
  const roll = faker.number.int({ min: 1, max: 40 });
  if (roll <= 30)
    return {
      status: 1,
      late: 0,
      inShift: -faker.number.int({ min: 1, max: 20 }),
      outShift: faker.number.int({ min: 0, max: 40 }),
    };
  if (roll <= 34) {
    const late = faker.number.int({ min: 6, max: 50 });
    return { status: 2, late, inShift: late, outShift: faker.number.int({ min: 0, max: 30 }) };
  }
  if (roll <= 36) {
    const early = faker.number.int({ min: 6, max: 60 });
    return { status: 3, late: early, inShift: -5, outShift: -early };
  }
  if (roll <= 38) return { status: 4, late: 0, inShift: -8, outShift: null };
  if (roll === 39) return { status: 5, late: 0, inShift: null, outShift: null };
  return { status: 6, late: 0, inShift: null, outShift: null };
}

function clock(base: string, minutes: number | null, seconds: number): string | null {
  if (minutes === null) return null;
  const [h, m] = base.split(':').map(Number) as [number, number];
  const total = (((h * 60 + m + minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

export const attendanceRecord: ResourceSeed = {
  count: DAYS * PEOPLE,
  make(ctx, i) {
    const { faker } = ctx;
    const grouped = ctx.rows('Staff').filter((s) => s.attendanceGroupId !== null && s.status === 1);
    const person: Row = grouped[Math.floor(i / DAYS) % grouped.length]!;
    const group = ctx.rows('AttendanceGroup').find((g) => g.id === person.attendanceGroupId)!;
    const rule = ctx.rows('AttendanceRule').find((r) => r.id === group.ruleId)!;
    const shift = ctx.rows('AttendanceShift').find((s) => s.id === rule.shiftId)!;
    const day = dayOf(faker);
    return {
      staffId: person.id,
      groupId: group.id,
      depId: person.depId,
      date: shiftedDate(ctx, -1 - (i % DAYS)),
      clockIn: clock(String(shift.startTime), day.inShift, faker.number.int({ min: 0, max: 59 })),
      clockOut: clock(String(shift.endTime), day.outShift, faker.number.int({ min: 0, max: 59 })),
      status: day.status,
      lateMinutes: day.late,
    };
  },
};
