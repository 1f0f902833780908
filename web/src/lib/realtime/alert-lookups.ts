// The alert lookups behind a pop-up (01 §7 "Alert lookups"): each kind's latest record of today
// (page 1, limit 1) for the community of the pushed alert. Errors are logged and ignored and an empty
// result means no pop-up (01 §8), so every lookup resolves to a record or undefined.
import dayjs from 'dayjs';
import type { components } from '@zhsq/contract/api';
import { call, client } from '../api/instance';
import type { AlertType } from '../constants/alerts';
import type { AlertPayload } from './frames';

type Schemas = components['schemas'];

export type AlertRecord =
  | { type: 'heat'; record: Schemas['HeatRecord'] }
  | { type: 'id' | 'native'; record: Schemas['EarlyWarningRecord'] }
  | { type: 'stanger'; record: Schemas['StrangerRecord'] }
  | { type: 'car'; record: Schemas['CarWarningRecord'] }
  | { type: 'smoke'; record: Schemas['SmokeAlarmRecord'] };

const QUERY_TIME = 'YYYY-MM-DD HH:mm:ss';

/** Today as the lookups' time range: 00:00:00 to 23:59:59 (local time, the operator's day). */
export function todayRange(now = dayjs()): { begin: string; end: string } {
  return { begin: now.startOf('day').format(QUERY_TIME), end: now.endOf('day').format(QUERY_TIME) };
}

const quiet = { errorToast: false, successToast: false } as const;

/** What a lookup asks for: one community (absent = every community of the user) within a time range. */
interface LookupQuery {
  depId?: number;
  isNoMask?: 0 | 1;
  begin: string;
  end: string;
}

async function lookup(
  type: AlertType,
  { depId, isNoMask, begin, end }: LookupQuery,
): Promise<AlertRecord | undefined> {
  switch (type) {
    case 'heat': {
      const result = await call(
        client.GET('/d_vc/heatlist/v1', {
          params: {
            query: {
              depId,
              isHandler: 0,
              start: 0,
              isNoMask,
              beginTime: begin,
              endTime: end,
              page: 1,
              limit: 1,
            },
          },
        }),
        quiet,
      );
      const record = result.data[0];
      return record && { type, record };
    }
    case 'id':
    case 'native': {
      const result = await call(
        client.GET('/user/rpt/getEarlyWarningList/v1', {
          params: {
            query: {
              depId,
              type: type === 'id' ? 0 : 1,
              offset: 0,
              beginDate: begin,
              endDate: end,
              limit: 1,
            },
          },
        }),
        quiet,
      );
      const record = result.data[0];
      return record && { type, record };
    }
    case 'stanger': {
      const result = await call(
        client.GET('/d_sw/swlist/v1', {
          params: { query: { depId, startTime: begin, endTime: end, page: 1, limit: 1 } },
        }),
        quiet,
      );
      const record = result.data[0];
      return record && { type, record };
    }
    case 'car': {
      // 01 §4: the vehicle alert is not tied to a community (its navigation sends only the time).
      const result = await call(
        client.GET('/e_ccw/list/v1', {
          params: { query: { beginTime: begin, endTime: end, page: 1, limit: 1 } },
        }),
        quiet,
      );
      const record = result.object.content[0];
      return record && { type, record };
    }
    case 'smoke': {
      const result = await call(
        client.GET('/smoke_alarm_record/page/v2', {
          params: { query: { depId, beginTime: begin, endTime: end, page: 1, limit: 1 } },
        }),
        quiet,
      );
      const record = result.object.records[0];
      return record && { type, record };
    }
  }
}

/** The record a pop-up shows for a pushed alert, or undefined (failure logged, 01 §8). */
export function lookupAlert(type: AlertType, payload: AlertPayload): Promise<AlertRecord | undefined> {
  const isNoMask = 'isNoMask' in payload ? payload.isNoMask : undefined;
  return safely(type, lookup(type, { depId: payload.depId, isNoMask, ...todayRange() }));
}

/**
 * The latest record of a kind since a lost alert connection (docs/adr/0034): pushes made while the socket
 * was down never arrive, so on reconnecting the same lookup runs over every community of the user
 * from the moment the connection was lost; undefined when nothing happened meanwhile.
 */
export function lookupMissedAlert(
  type: AlertType,
  lostAt: number,
  now = dayjs(),
): Promise<AlertRecord | undefined> {
  const since = dayjs(lostAt);
  // Today's records only, as every lookup: an outage over midnight recovers from 00:00.
  const begin = since.isBefore(now.startOf('day')) ? now.startOf('day') : since;
  return safely(
    type,
    lookup(type, { begin: begin.format(QUERY_TIME), end: now.endOf('day').format(QUERY_TIME) }),
  );
}

async function safely(
  type: AlertType,
  found: Promise<AlertRecord | undefined>,
): Promise<AlertRecord | undefined> {
  try {
    return await found;
  } catch (error) {
    console.error('告警查询失败', type, error);
    return undefined;
  }
}
