// GET /sys/notify/v2 (02 §7): published system notices, newest update first. Public: the login page
// reads it before anyone signs in.
import { call, client } from '../api/instance';
import type { SystemNotice } from './notice-read';

export async function fetchSystemNotices(windowLocation?: 1 | 2): Promise<SystemNotice[]> {
  const result = await call(
    client.GET('/sys/notify/v2', { params: { query: { windowLocation, limit: 100 } } }),
    {
      errorToast: false,
    },
  );
  return result.object.records;
}
