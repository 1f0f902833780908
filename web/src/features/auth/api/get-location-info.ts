// getLocationInfo: the platform name on the login page (01 §7). Public; failures fall back to the
// default name without a toast.
import { call, client } from '@/lib/api/instance';

export async function getLocationInfo() {
  const result = await call(client.GET('/el_map/map/getLocationInfo/v1'), { errorToast: false });
  return result.data;
}
