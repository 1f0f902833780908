// 值班区域 shifts (02 §2 DutyHome add/edit), the live in/out panel (01 §4: records received on the
// in/out records page) and the shared smart-home screen (02 §2: eight routes, one screen).
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { InoutRecord } from '@/lib/realtime/frames';
import { addInoutRecord, getInoutState, resetInout } from '@/lib/realtime/inout-store';
import { dutyShifts, patrolsPerShift } from '../duty-shifts';
import { LIVE_ROWS_SHOWN, LiveInoutPanel, liveRecordsOf } from '../live-inout';
import { SMART_HOME_ROUTES, smartHomeDeclaration } from './smart-home-alarm';

describe('duty shifts', () => {
  it('24小时值守 is one shift into the next day', () => {
    expect(dutyShifts(1, '08:00:00')).toEqual([
      { name: '全天', start: '08:00', end: '08:00', overnight: true },
    ]);
  });

  it('两班倒 and 三班倒 split the day from the first shift', () => {
    expect(dutyShifts(2, '08:30:00')).toEqual([
      { name: '白班', start: '08:30', end: '20:30', overnight: false },
      { name: '夜班', start: '20:30', end: '08:30', overnight: true },
    ]);
    expect(dutyShifts(3, '08:00:00').map((s) => `${s.name} ${s.start}-${s.end}`)).toEqual([
      '早班 08:00-16:00',
      '中班 16:00-00:00',
      '夜班 00:00-08:00',
    ]);
  });

  it('no mode or no time, no shifts; patrols per shift follow the interval', () => {
    expect(dutyShifts(undefined, '08:00:00')).toEqual([]);
    expect(dutyShifts(2, undefined)).toEqual([]);
    expect(patrolsPerShift(2, 60)).toBe(12);
    expect(patrolsPerShift(3, 90)).toBe(5);
    expect(patrolsPerShift(3, undefined)).toBe(0);
  });
});

const record = (recordId: number, depId: number): InoutRecord => ({
  recordId,
  depId,
  depName: depId === 1499 ? '阳光雅居' : '阳光新村',
  buildingName: '1栋',
  unitName: '一单元',
  roomNumber: '1202',
  personName: `住户${recordId}`,
  personType: '业主',
  openType: '人脸',
  cardNo: '',
  direction: '进',
  snapPhotoUrl: '',
  recordTime: '2026-11-21 09:30:00',
  deviceName: '1栋一单元门口机',
  deviceSn: 'DM1499011',
});

describe('live in/out records', () => {
  afterEach(() => {
    cleanup();
    resetInout();
  });

  it('the page subscribes its community, shows records pushed for it, and cancels on leaving', () => {
    const view = render(<LiveInoutPanel depId={1499} label="阳光雅居" />);
    expect(getInoutState().subscription).toEqual({ all: false, depIds: [1499] });
    expect(screen.getByText('暂无新的通行记录，门禁上报后会实时显示在这里')).toBeTruthy();
    act(() => {
      addInoutRecord(record(1, 1499));
      addInoutRecord(record(2, 1500));
    });
    expect(screen.getByText('住户1')).toBeTruthy();
    expect(screen.queryByText('住户2')).toBeNull();
    expect(screen.getByText('收到 1 条新记录')).toBeTruthy();
    view.unmount();
    expect(getInoutState().subscription).toEqual({ all: false, depIds: [] });
  });

  it(`shows the newest ${LIVE_ROWS_SHOWN} records of the community`, () => {
    const many = Array.from({ length: 15 }, (_, i) => record(15 - i, 1499));
    expect(liveRecordsOf(many, 1499).map((r) => r.recordId)).toEqual(
      Array.from({ length: LIVE_ROWS_SHOWN }, (_, i) => 15 - i),
    );
  });
});

describe('smart-home alarms', () => {
  it('02 §2: the eight routes share one screen, each fixing its alarm type and using its own key', () => {
    const routes = Object.keys(SMART_HOME_ROUTES) as (keyof typeof SMART_HOME_ROUTES)[];
    expect(routes).toHaveLength(8);
    const declarations = routes.map(smartHomeDeclaration);
    expect(declarations.map((d) => d.fixedQuery?.alarmType)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(declarations.map((d) => d.route)).toEqual(routes);
    expect(new Set(declarations.map((d) => d.resource))).toEqual(new Set(['SmartHomeAlarm']));
    expect(declarations.every((d) => d.readOnly && !d.search?.includes('alarmType'))).toBe(true);
  });
});
