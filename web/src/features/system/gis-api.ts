// GIS 地图's calls: the communities the session sees with coordinates, devices and pending alarms, and
// the console's run-time configuration beside index.html (its online tile provider, docs/adr/0068).
import type { components } from '@zhsq/contract/api';
import { call, client } from '@/lib/api/instance';

export type GisCommunity = components['schemas']['GisCommunity'];

export async function fetchGisCommunities(): Promise<GisCommunity[]> {
  const result = await call(client.GET('/el_map/gis/community/v1', {}));
  return result.object.records;
}

/** /console-config.json as the deployment serves it; {} when it is missing or not JSON. */
export async function fetchConsoleConfig(): Promise<unknown> {
  try {
    const response = await fetch(`${import.meta.env.BASE_URL}console-config.json`, { cache: 'no-cache' });
    return response.ok ? await response.json() : {};
  } catch {
    return {};
  }
}
