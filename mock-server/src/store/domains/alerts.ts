// Alert records behind the pop-up lookups and the alert list pages: filtering, newest-first order,
// smoke-alarm handling and new alerts raised at the current time (for the alert channel pushes).
import type { components } from '@zhsq/web/generated/api';
import type { CommunityRecord } from '../communities.js';
import {
  ID_BASE,
  HANDLE_RESULTS,
  makeCar,
  makeHeat,
  makeSmoke,
  makeStranger,
  makeWarning,
  seedAlerts,
  type CarWarningRecord,
  type EarlyWarningRecord,
  type HeatRecord,
  type Row,
  type SmokeAlarmRecord,
  type StrangerRecord,
} from './alerts-seed.js';
import { formatDateTime, withinRange } from './clock.js';
import type { DomainContext } from './context.js';
import { failure, success, type Outcome } from './result.js';

export type { CarWarningRecord, EarlyWarningRecord, HeatRecord, SmokeAlarmRecord, StrangerRecord };
export type SnapshotDetail = components['schemas']['SnapshotDetail'];
export type AlertKind = 'heat' | 'id' | 'native' | 'stanger' | 'car' | 'smoke';
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

export interface RaisedAlert {
  heat: HeatRecord;
  id: EarlyWarningRecord;
  native: EarlyWarningRecord;
  stanger: StrangerRecord;
  car: CarWarningRecord;
  smoke: SmokeAlarmRecord;
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
  const nextId = {
    heat: ID_BASE.heat + seed.heat.length,
    warning: ID_BASE.warning + seed.warnings.length,
    stranger: ID_BASE.stranger + seed.strangers.length,
    car: ID_BASE.car + seed.cars.length,
    smoke: ID_BASE.smoke + seed.smoke.length,
  };
  const raiseFaker = ctx.faker('alerts:raised');

  function communityFor(depId: number | undefined): CommunityRecord {
    return ctx.communities.find((c) => c.depId === depId) ?? ctx.communities[0]!;
  }

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
     * Records a new alert of a kind at the current time (in `depId`, default the first community) and
     * returns it, so that a push over the alert channel and the lookups agree.
     */
    raise<K extends AlertKind>(kind: K, depId?: number): RaisedAlert[K] {
      const at = ctx.now().getTime();
      const community = communityFor(depId);
      const place = (id: number) => ({ community, at, id, today: true });
      const f = raiseFaker;
      const made: { [P in AlertKind]: () => RaisedAlert[P] } = {
        heat: () => unshift(seed.heat, at, makeHeat(f, place(nextId.heat++))),
        id: () => unshift(seed.warnings, at, makeWarning(f, place(nextId.warning++), 0)),
        native: () => unshift(seed.warnings, at, makeWarning(f, place(nextId.warning++), 1)),
        stanger: () => unshift(seed.strangers, at, makeStranger(f, place(nextId.stranger++))),
        car: () => unshift(seed.cars, at, makeCar(f, place(nextId.car++))),
        smoke: () => unshift(seed.smoke, at, makeSmoke(f, place(nextId.smoke++), at)),
      };
      return made[kind]() as RaisedAlert[K];
    },
  };
}

/** Inserts a record keeping the rows newest first. */
function unshift<T>(rows: Row<T>[], at: number, row: T): T {
  const index = rows.findIndex((r) => r.at <= at);
  rows.splice(index < 0 ? rows.length : index, 0, { at, row });
  return row;
}

export type AlertsDomain = ReturnType<typeof createAlerts>;
