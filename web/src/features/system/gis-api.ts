// GIS 地图's call: the communities the session sees with coordinates, devices and pending alarms.
import type { components } from '@zhsq/contract/api';
import { call, client } from '@/lib/api/instance';

export type GisCommunity = components['schemas']['GisCommunity'];

export async function fetchGisCommunities(): Promise<GisCommunity[]> {
  const result = await call(client.GET('/el_map/gis/community/v1', {}));
  return result.object.records;
}
