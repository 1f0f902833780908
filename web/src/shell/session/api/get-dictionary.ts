// getDict with the start-up dictionary types joined by commas (01 §9): data keyed by type.
import { call, client } from '@/lib/api/instance';
import type { DictItem } from './types';

export async function getDictionary(types: readonly string[]): Promise<Record<string, DictItem[]>> {
  const result = await call(
    client.GET('/u_dc/sgdw/getDict/v1', { params: { query: { dictType: types.join(',') } } }),
  );
  const { data } = result;
  // One type answers with a bare list, several with an object keyed by type.
  if (Array.isArray(data)) return types[0] === undefined ? {} : { [types[0]]: data };
  return data;
}
