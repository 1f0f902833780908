// A date matching the contract's pattern but naming no day ('2026-13-45') is refused with the 400
// envelope (docs/adr/0051), never an "Invalid time value" exception in the statistics handlers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApi, type TestApi } from '../test-support/http.js';
import { isCalendarDate } from './days.js';

let api: TestApi;
beforeAll(async () => {
  api = await testApi();
});
afterAll(() => api.close());

describe('calendar dates', () => {
  it('isCalendarDate accepts real days only', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    for (const bad of ['2026-02-29', '2026-13-01', '5343-75-96', '2026-00-10', '2026-1-01', '']) {
      expect(isCalendarDate(bad), bad).toBe(false);
    }
  });

  it.each(['/analysis/statistics/v2', '/s_io/snapshot/statistics/v2'])(
    '%s answers the 400 envelope for a date that does not exist',
    async (path) => {
      const queries: Record<string, string>[] = [
        { endDate: '2685-26-78' },
        { beginDate: '2026-02-30', endDate: '2026-03-02' },
      ];
      for (const query of queries) {
        const body = await api.get(path, query);
        expect(body.code).toBe('400');
        expect(body.message).toMatch(/日期 .+ 不存在/);
      }
      expect(api.app.mock.violations).toEqual([]);
    },
  );
});
