// The query options of GIS 地图 (docs/adr/0012).
import { queryOptions } from '@tanstack/react-query';
import { fetchConsoleConfig, fetchGisCommunities } from './gis-api';
import { tileProviderOf } from './gis-tiles';

export const gisCommunitiesQuery = queryOptions({
  queryKey: ['system', 'gis'],
  queryFn: fetchGisCommunities,
});

/** The online tile provider, null for the offline base map (read once per page load). */
export const gisTileProviderQuery = queryOptions({
  queryKey: ['system', 'gis-tiles'],
  queryFn: async () => tileProviderOf(await fetchConsoleConfig()) ?? null,
  staleTime: Infinity,
  retry: false,
});
