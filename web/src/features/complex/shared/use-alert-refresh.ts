// Live dashboards: every alert pushed on the alert channel re-fetches the given queries (counts, latest
// alarms) and reports the alert, so a page can flash it. A burst is coalesced: one refetch per query
// key at a time, plus one more after it when alerts came meanwhile (docs/adr/0034; react-query's
// default would cancel the running refetch on every alert, so a storm never lets one finish).
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { usePageActive } from '@/shell/keep-alive/page-active';
import { onAlertMessage, type AlertMessage } from '@/shell/realtime/realtime-session';

export function useAlertRefresh(queryKeys: readonly QueryKey[]): AlertMessage | undefined {
  const queryClient = useQueryClient();
  const [latest, setLatest] = useState<AlertMessage>();
  const keys = useRef(queryKeys);
  keys.current = queryKeys;
  // A hidden kept-alive dashboard does not refetch on every alert; it refetches once when shown again
  // if alerts came meanwhile.
  const active = usePageActive();
  const activeRef = useRef(active);
  const missed = useRef(false);
  const refreshAll = useRef<() => void>(() => undefined);
  useEffect(() => {
    activeRef.current = active;
    if (active && missed.current) {
      missed.current = false;
      refreshAll.current();
    }
  }, [active]);
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
    refreshAll.current = () => keys.current.forEach(refresh);
    return onAlertMessage((message) => {
      if (!activeRef.current) {
        missed.current = true;
        return;
      }
      setLatest(message);
      keys.current.forEach(refresh);
    });
  }, [queryClient]);
  return latest;
}
