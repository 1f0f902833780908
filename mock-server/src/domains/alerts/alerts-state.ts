// Alert records behind the pop-up lookups and the alert list pages: filtering, newest-first order,
// smoke-alarm handling, and alerts pushed over the alert channel stored for the lookups.
import type { components } from '@zhsq/contract/api';
import type { AlertMsg } from '../../realtime/frames.js';
import {
  HANDLE_RESULTS,
  seedAlerts,
  type CarWarningRecord,
  type EarlyWarningRecord,
  type HeatRecord,
  type Row,
  type SmokeAlarmRecord,
  type StrangerRecord,
} from './alerts-seed.js';
import { formatDateTime, parseQueryTime, withinRange } from '../../store/clock.js';
import { personFace } from '../security/seeds/faces.js';
import type { DomainContext } from '../context.js';
import { failure, success, type Outcome } from '../../lib/result.js';

export type { CarWarningRecord, EarlyWarningRecord, HeatRecord, SmokeAlarmRecord, StrangerRecord };
export type SnapshotDetail = components['schemas']['SnapshotDetail'];
export type HandleResult = keyof typeof HANDLE_RESULTS;

/** Filters every alert list shares. `depIds` = communities the user may see. */
export interface AlertScope {
  depIds: ReadonlySet<number>;
  /** a single community; undefined or -1 = all visible ones */
  depId?: number;
  /** epoch ms bounds, inclusive */
  from?: number;
  to?: number;
}

const AGE_RANGES = ['20-30岁', '30-40岁', '40-50岁', '50-60岁'];

function inScope<T extends { depId: number }>(rows: Row<T>[], scope: AlertScope): T[] {
  const one = scope.depId !== undefined && scope.depId !== -1 ? scope.depId : undefined;
  return rows
    .filter(
      ({ at, row }) =>
        scope.depIds.has(row.depId) &&
        (one === undefined || row.depId === one) &&
        withinRange(at, scope.from, scope.to),
    )
    .map(({ row }) => row);
}

export function createAlerts(ctx: DomainContext) {
  const seed = seedAlerts(ctx.faker, ctx.communities, ctx.now().getTime());

  return {
    heat(scope: AlertScope, filter: { isHandler?: 0 | 1; isNoMask?: 0 | 1 }): HeatRecord[] {
      return inScope(seed.heat, scope).filter(
        (r) =>
          (filter.isHandler === undefined || r.isHandler === filter.isHandler) &&
          (filter.isNoMask === undefined || r.isNoMask === filter.isNoMask),
      );
    },

    warnings(scope: AlertScope, type: 0 | 1): EarlyWarningRecord[] {
      return inScope(seed.warnings, scope).filter((r) => r.type === type);
    },

    strangers(scope: AlertScope): StrangerRecord[] {
      return inScope(seed.strangers, scope);
    },

    cars(scope: AlertScope, carNumber?: string): CarWarningRecord[] {
      const part = carNumber?.trim().toUpperCase();
      return inScope(seed.cars, scope).filter((r) => !part || r.carNumber.toUpperCase().includes(part));
    },

    smoke(scope: AlertScope, handleStatus?: 0 | 1): SmokeAlarmRecord[] {
      return inScope(seed.smoke, scope).filter(
        (r) => handleStatus === undefined || r.handleStatus === handleStatus,
      );
    },

    /** Marks an unhandled smoke alarm handled (20401 unknown or not visible, 20402 already handled). */
    handleSmoke(
      depIds: ReadonlySet<number>,
      input: { id: number; handleResult: HandleResult; handleRemark?: string; userName: string },
    ): Outcome<SmokeAlarmRecord> {
      const record = seed.smoke.find(({ row }) => row.id === input.id)?.row;
      if (!record || !depIds.has(record.depId)) return failure('20401', '烟感报警记录不存在');
      if (record.handleStatus === 1) return failure('20402', '该报警已处理，请勿重复操作');
      record.handleStatus = 1;
      record.handleResult = input.handleResult;
      record.handleRemark = input.handleRemark?.trim() || HANDLE_RESULTS[input.handleResult];
      record.handleTime = formatDateTime(ctx.now());
      record.handleUserName = input.userName;
      return success({ ...record });
    },

    /** Capture detail; stranger-alert ids are capture ids (20404 unknown or not visible). */
    snapshot(depIds: ReadonlySet<number>, id: number): Outcome<SnapshotDetail> {
      const r = seed.strangers.find(({ row }) => row.id === id)?.row;
      if (!r || !depIds.has(r.depId)) return failure('20404', '抓拍记录不存在');
      return success({
        id: r.id,
        depId: r.depId,
        depName: r.depName,
        ...(r.deviceName ? { deviceName: r.deviceName } : {}),
        capTime: r.capTime,
        gender: r.gender,
        ageRange: AGE_RANGES[r.id % AGE_RANGES.length]!,
        pics: [r.pics[0]!],
        panoramaUrl: r.pics[1] ?? r.pics[0]!,
        snapType: 2,
        ...(r.snapCount ? { snapCount: r.snapCount } : {}),
      });
    },

    /**
     * Stores an alert pushed over the alert channel (routes/control/push.ts `onAlert`), so that the
     * pop-up's lookups find the alert it announced. A record with the same id is replaced. The photo
     * of a named person is their face (by ID number, as in every capture): `person` is the resident a
     * generated heat alarm names.
     */
    ingest(frame: AlertMsg, person?: { cardNo: string }): void {
      const at = parseQueryTime(frame[1].time) ?? ctx.now().getTime();
      switch (frame[0]) {
        case 'new_heat_msg': {
          const { time, ...p } = frame[1];
          const photo = person ? { photoUrl: personFace(person.cardNo) } : {};
          upsert(seed.heat, at, { ...p, ...photo, isHandler: 0, captureTime: time });
          return;
        }
        case 'new_identity_warn_msg':
        case 'new_native_place_warn_msg': {
          const { time, ...p } = frame[1];
          upsert(seed.warnings, at, { ...p, photoUrl: personFace(p.cardNo), warnTime: time });
          return;
        }
        case 'new_warn_stanger_msg': {
          const { time: _time, ...p } = frame[1];
          upsert(seed.strangers, at, p);
          return;
        }
        case 'new_car_warning_msg': {
          const { time, ...p } = frame[1];
          upsert(seed.cars, at, { ...p, warnTime: time });
          return;
        }
        case 'new_smoke_alarm_msg': {
          const { time, ...p } = frame[1];
          upsert(seed.smoke, at, {
            ...p,
            alarmTime: time,
            handleStatus: 0,
            handleResult: null,
            handleRemark: null,
            handleTime: null,
            handleUserName: null,
          });
          return;
        }
      }
    },
  };
}

/** Inserts a record keeping the rows newest first, replacing one with the same id. */
function upsert<T extends { id: number }>(rows: Row<T>[], at: number, row: T): void {
  const existing = rows.findIndex((r) => r.row.id === row.id);
  if (existing >= 0) rows.splice(existing, 1);
  const index = rows.findIndex((r) => r.at <= at);
  rows.splice(index < 0 ? rows.length : index, 0, { at, row });
}

export type AlertsDomain = ReturnType<typeof createAlerts>;
