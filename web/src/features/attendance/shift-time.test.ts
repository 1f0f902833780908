import { describe, expect, it } from 'vitest';
import { crossesMidnight, describeWorkDays, formatDuration, parseWorkDays, workMinutes } from './shift-time';

describe('02 §2 考勤管理: shift times', () => {
  it('counts the span less the rest period', () => {
    expect(workMinutes({ startTime: '09:00', endTime: '18:00', restStart: '12:00', restEnd: '13:30' })).toBe(
      450,
    );
    expect(formatDuration(450)).toBe('7 小时 30 分');
  });
  it('wraps a night shift past midnight', () => {
    expect(crossesMidnight('23:00', '07:00')).toBe(true);
    expect(workMinutes({ startTime: '23:00', endTime: '07:00' })).toBe(480);
  });
  it('reads and describes work days', () => {
    expect(parseWorkDays('5,1,3')).toEqual([1, 3, 5]);
    expect(describeWorkDays([1, 2, 3, 4, 5])).toBe('周一至周五');
    expect(describeWorkDays([1, 3, 5, 7])).toBe('周一、周三、周五、周日');
    expect(describeWorkDays([1, 2, 3, 4, 5, 6, 7])).toBe('每天');
  });
});
