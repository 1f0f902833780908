// The query options of GIS 地图 (docs/adr/0012).
import { queryOptions } from '@tanstack/react-query';
import { fetchGisCommunities } from './gis-api';

export const gisCommunitiesQuery = queryOptions({
  queryKey: ['system', 'gis'],
  queryFn: fetchGisCommunities,
});
