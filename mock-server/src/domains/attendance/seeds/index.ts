// 考勤管理 seeds.
import type { ResourceName, ResourceSeed } from '#mock/resources/types.js';
import { attendanceGroup, attendanceRecord, attendanceRule, attendanceShift } from './attendance.js';

export const attendanceSeeds: Partial<Record<ResourceName, ResourceSeed>> = {
  AttendanceShift: attendanceShift,
  AttendanceRule: attendanceRule,
  AttendanceGroup: attendanceGroup,
  AttendanceRecord: attendanceRecord,
};
