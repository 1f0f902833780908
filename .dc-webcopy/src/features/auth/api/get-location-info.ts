// getLocationInfo: the platform name on the login page (01 §7). Public; failures fall back to the
// default name without a toast.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, client } from '../../../lib/api/instance';

export async function getLocationInfo() {
  const result = await call(client.GET('/el_map/map/getLocationInfo/v1'), { errorToast: false });
  return result.data;
}

export const locationInfoQuery = queryOptions({
  queryKey: ['location-info'],
  queryFn: getLocationInfo,
  staleTime: Infinity,
  retry: false,
});

export function useLocationInfo() {
  return useQuery(locationInfoQuery);
}
