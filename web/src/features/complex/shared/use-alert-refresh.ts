// Live dashboards: every alert pushed on the alert channel re-fetches the given queries (counts, latest
// alarms) and reports the alert, so a page can flash it. Refetches of a burst are coalesced by
// react-query (an in-flight query is not fetched twice).
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { onAlertMessage, type AlertMessage } from '../../../shell/realtime/realtime-session';

export function useAlertRefresh(queryKeys: readonly QueryKey[]): AlertMessage | undefined {
  const queryClient = useQueryClient();
  const [latest, setLatest] = useState<AlertMessage>();
  const keys = useRef(queryKeys);
  keys.current = queryKeys;
  useEffect(
    () =>
      onAlertMessage((message) => {
        setLatest(message);
        for (const queryKey of keys.current) void queryClient.invalidateQueries({ queryKey });
      }),
    [queryClient],
  );
  return latest;
}
