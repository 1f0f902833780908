// Live dashboards: every alert pushed on the alert channel re-fetches the given queries (counts, latest
// alarms) and reports the alert, so a page can flash it. A burst is coalesced: one refetch per query
// key at a time, plus one more after it when alerts came meanwhile (issue 9, alert storm: react-query's
// default would cancel the running refetch on every alert, so a storm never lets one finish).
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { onAlertMessage, type AlertMessage } from '../../../shell/realtime/realtime-session';

export function useAlertRefresh(queryKeys: readonly QueryKey[]): AlertMessage | undefined {
  const queryClient = useQueryClient();
  const [latest, setLatest] = useState<AlertMessage>();
  const keys = useRef(queryKeys);
  keys.current = queryKeys;
  useEffect(() => {
    /** query key (JSON) -> whether an alert came while its refetch ran */
    const running = new Map<string, boolean>();
    const refresh = (queryKey: QueryKey) => {
      const id = JSON.stringify(queryKey);
      if (running.has(id)) {
        running.set(id, true);
        return;
      }
      running.set(id, false);
      void queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false }).finally(() => {
        const again = running.get(id);
        running.delete(id);
        if (again) refresh(queryKey);
      });
    };
    return onAlertMessage((message) => {
      setLatest(message);
      keys.current.forEach(refresh);
    });
  }, [queryClient]);
  return latest;
}
