// Area children for the cascader (01 §7; 02 §4): level 0 provinces, 1 cities, 2 districts via
// GET /h_ai/getArea/v1 (areaType = level, parentId), level 3 streets via GET /h_d/getJzInfo/v1 (level 1,
// districtId). Failures are logged and give an empty list (02 §8 "Area fetch failure is only logged and
// leaves an empty list"). Successful lists are kept for the page's lifetime: areas are the same for
// every user and every picker.
import { call, client } from '@/lib/api/instance';
import { STREET_QUERY_LEVEL } from '@/lib/constants/area';
import { PROVINCE_AREA_TYPE } from '@/lib/constants/session-start';

export interface AreaNode {
  id: string;
  name: string;
  /** The server says there is nothing below (areas only; streets are always the last level). */
  leaf: boolean;
}

const cache = new Map<string, Promise<AreaNode[]>>();

async function load(level: number, parentId: string | undefined): Promise<AreaNode[]> {
  if (level === 3) {
    const result = await call(
      client.GET('/h_d/getJzInfo/v1', {
        params: { query: { level: STREET_QUERY_LEVEL, districtId: parentId ?? '' } },
      }),
      { errorToast: false },
    );
    return result.data.map((street) => ({ id: street.jzdm, name: street.jz, leaf: true }));
  }
  const areaType = (level === 0 ? PROVINCE_AREA_TYPE : level) as 0 | 1 | 2;
  const result = await call(
    client.GET('/h_ai/getArea/v1', {
      params: { query: level === 0 ? { areaType } : { areaType, parentId: parentId ?? '' } },
    }),
    { errorToast: false },
  );
  return result.data.map((area) => ({ id: area.areaId, name: area.areaName, leaf: area.leaf }));
}

/** Children of `parentId` at `level` (0–3); [] when the lookup fails (and the failure is not kept). */
export function fetchAreaChildren(level: number, parentId?: string): Promise<AreaNode[]> {
  if (level < 0 || level > 3 || (level > 0 && !parentId)) return Promise.resolve([]);
  const key = `${level}:${parentId ?? ''}`;
  let pending = cache.get(key);
  if (!pending) {
    pending = load(level, parentId).catch((error: unknown) => {
      console.error('地区加载失败', level, parentId, error);
      cache.delete(key);
      return [];
    });
    cache.set(key, pending);
  }
  return pending;
}

/** Forget every list (tests; a long-lived page after the area data changed). */
export function clearAreaCache(): void {
  cache.clear();
}
