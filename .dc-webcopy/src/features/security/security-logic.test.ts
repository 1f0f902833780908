// Pure parts of the security pages: the pop-up link (01 §4), the tracking steps (02 §2 Tracking) and
// the statistics' default range (02 §2 SnapshotStatistics).
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { byDay, candidatesOf, eventsOf, routeOf, sortEvents, type TrackEvent } from './api/track';
import { linkRange, rangeBounds, readAlertLink } from './components/alert-filters';
import { defaultRange, STATISTICS_DEFAULT_DAYS } from './SnapshotStatisticsPage';

describe('alert links', () => {
  it('01 §4: depId, depName, time and searchDepTree are read from the pop-up query', () => {
    const link = readAlertLink(
      new URLSearchParams('depId=1499&depName=阳光雅居&time=2026-11-21+00:00:00&searchDepTree=true'),
    );
    expect(link).toMatchObject({ depId: 1499, depName: '阳光雅居', searchDepTree: true });
    expect(link.time?.format('YYYY-MM-DD HH:mm:ss')).toBe('2026-11-21 00:00:00');
    expect(rangeBounds(linkRange(link))).toEqual({
      begin: '2026-11-21 00:00:00',
      end: '2026-11-21 23:59:59',
    });
  });

  it('01 §4 vehicle alert: only time; bad values are ignored', () => {
    expect(readAlertLink(new URLSearchParams('time=2026-11-21 00:00:00')).depId).toBeUndefined();
    const bad = readAlertLink(new URLSearchParams('depId=dep:1&time=yesterday'));
    expect(bad).toMatchObject({ depId: undefined, time: undefined, searchDepTree: false });
    expect(linkRange(bad)).toBeUndefined();
    expect(rangeBounds(undefined)).toEqual({ begin: undefined, end: undefined });
  });
});

const event = (over: Partial<TrackEvent>): TrackEvent => ({
  key: 'x',
  kind: 'face',
  time: '2026-11-20 08:00:00',
  depName: '阳光雅居',
  place: '东门人脸抓拍机',
  who: '陈晓明',
  ...over,
});

describe('tracking', () => {
  const events = sortEvents([
    event({ key: 'face-3', time: '2026-11-21 18:02:00', place: '东门人脸抓拍机' }),
    event({ key: 'door-1', kind: 'door', time: '2026-11-20 08:05:00', place: '1栋一单元门口机' }),
    event({ key: 'face-1', time: '2026-11-20 08:00:00', idCardNo: '440106198705123417' }),
    event({ key: 'face-2', time: '2026-11-20 08:01:00' }),
    event({
      key: 'inout-9',
      kind: 'inout',
      time: '2026-11-21 07:00:00',
      who: '陈晓明华',
      depName: '阳光新村',
    }),
  ]);

  it('02 §2 tracking: events run oldest first; a name that only contains the keyword is another person', () => {
    expect(events.map((e) => e.key)).toEqual(['face-1', 'face-2', 'door-1', 'inout-9', 'face-3']);
    expect(candidatesOf(events)).toEqual([
      { name: '陈晓明', idCardNo: '440106198705123417', count: 4 },
      { name: '陈晓明华', count: 1 },
    ]);
    expect(eventsOf(events, '陈晓明').map((e) => e.key)).toEqual(['face-1', 'face-2', 'door-1', 'face-3']);
  });

  it('the route merges consecutive stops; the timeline groups by day', () => {
    const mine = eventsOf(events, '陈晓明');
    expect(routeOf(mine)).toEqual([
      '阳光雅居 · 东门人脸抓拍机',
      '阳光雅居 · 1栋一单元门口机',
      '阳光雅居 · 东门人脸抓拍机',
    ]);
    expect(byDay(mine).map(([day, list]) => [day, list.length])).toEqual([
      ['2026-11-20', 3],
      ['2026-11-21', 1],
    ]);
  });
});

describe('capture statistics', () => {
  it('02 §2 statistics: the default range is the last seven days including today', () => {
    const [from, to] = defaultRange(dayjs('2026-11-21T15:00:00'));
    expect(from.format('YYYY-MM-DD')).toBe('2026-11-15');
    expect(to.format('YYYY-MM-DD')).toBe('2026-11-21');
    expect(to.diff(from, 'day') + 1).toBe(STATISTICS_DEFAULT_DAYS);
  });
});
