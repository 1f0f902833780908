// Calls of the 考勤规则 and 班次管理 screens: the generated AttendanceRule / AttendanceShift operations
// (data envelope, code '200').
import { queryOptions } from '@tanstack/react-query';
import { call, client } from '@/lib/api/instance';
import type { components } from '@zhsq/contract/api';

export type Shift = components['schemas']['AttendanceShift'];
export type Rule = components['schemas']['AttendanceRule'];
export type ShiftInput = Omit<Shift, 'id' | 'createTime'>;
export type RuleInput = Omit<Rule, 'id' | 'createTime' | 'shiftName'>;

/** Every row of a small configuration list (shifts and rules are a handful per account), oldest first. */
export const LIST_LIMIT = 1000;

/** Optional fields leave the form as undefined (the request layer drops them; the record gets null). */
const compact = <T extends object>(values: T) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== null && v !== undefined && v !== '')) as {
    [K in keyof T]: Exclude<T[K], null>;
  };

export async function listShifts(): Promise<Shift[]> {
  return (
    await call(
      client.GET('/att/shift/page/v2', {
        params: { query: { limit: LIST_LIMIT, sort: 'createTime', order: 'asc' } },
      }),
    )
  ).data;
}

export async function listRules(): Promise<Rule[]> {
  return (
    await call(
      client.GET('/att/rule/page/v2', {
        params: { query: { limit: LIST_LIMIT, sort: 'createTime', order: 'asc' } },
      }),
    )
  ).data;
}

/** Every attendance query: a save or a delete on 班次 / 考勤规则 reads them all again. */
export const attendanceKeys = { all: ['property', 'attendance'] as const };

export const shiftsQuery = queryOptions({ queryKey: [...attendanceKeys.all, 'shifts'], queryFn: listShifts });

export const rulesQuery = queryOptions({ queryKey: [...attendanceKeys.all, 'rules'], queryFn: listRules });

export function saveShift(values: ShiftInput, id?: number) {
  const body = compact(values);
  return id === undefined
    ? call(client.POST('/att/shift/add/v2', { body }), { action: 'add' })
    : call(client.POST('/att/shift/update/v2', { body: { ...body, id } }), { action: 'edit' });
}

export function saveRule(values: RuleInput, id?: number) {
  const body = compact(values);
  return id === undefined
    ? call(client.POST('/att/rule/add/v2', { body }), { action: 'add' })
    : call(client.POST('/att/rule/update/v2', { body: { ...body, id } }), { action: 'edit' });
}

export async function relationsOf(kind: 'shift' | 'rule', id: number) {
  const path = kind === 'shift' ? '/att/shift/relations/v2' : '/att/rule/relations/v2';
  return (await call(client.GET(path, { params: { query: { id } } }))).data;
}

export function removeOne(kind: 'shift' | 'rule', id: number) {
  const path = kind === 'shift' ? '/att/shift/delete/v2' : '/att/rule/delete/v2';
  return call(client.POST(path, { body: { ids: String(id) } }), { action: 'delete' });
}
