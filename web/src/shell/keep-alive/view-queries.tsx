// A kept-alive page reads its stale data again when it is shown again (01 §2.5), as a remounted page
// would: a list left for its 新增/编辑 page, or for another page that changed its records, shows the
// change on return. Hidden pages stay subscribed to their queries (CSS-hidden, see KeepAliveOutlet),
// so nothing refetches them on return by itself; and many editor pages only navigate back after a
// save. Each page gets its own QueryClient over the app's shared caches that notes which queries the
// page reads; showing the page refetches those that are stale (staleTime, invalidation) — after the
// switch has painted, so the page appears at once and the refresh follows.
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';

interface ViewQueries {
  client: QueryClient;
  /** Hashes of every query the page has read. */
  hashes: Set<string>;
}

/** A client sharing the app client's caches and defaults that records the page's query hashes. */
export function createViewQueries(shared: QueryClient): ViewQueries {
  const hashes = new Set<string>();
  const client = new QueryClient({
    queryCache: shared.getQueryCache(),
    mutationCache: shared.getMutationCache(),
    defaultOptions: shared.getDefaultOptions(),
  });
  const defaults = client.defaultQueryOptions.bind(client);
  // Every useQuery passes its options through here on each render.
  client.defaultQueryOptions = ((options) => {
    const resolved = defaults(options);
    if (resolved.queryHash) hashes.add(resolved.queryHash);
    return resolved;
  }) as QueryClient['defaultQueryOptions'];
  return { client, hashes };
}

/** Refetches the page's queries that are in use, stale and not opted out of refetch-on-mount. */
export function refetchStale({ client, hashes }: ViewQueries): Promise<void> {
  return client.refetchQueries(
    {
      type: 'active',
      predicate: (query) =>
        hashes.has(query.queryHash) &&
        query.isStale() &&
        query.observers.some((observer) => observer.options.refetchOnMount !== false),
    },
    { cancelRefetch: false },
  );
}

/** Calls `fn` once the next frame has been painted. */
function afterPaint(fn: () => void): () => void {
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(fn);
  });
  return () => cancelAnimationFrame(frame);
}

export function ViewQueryProvider({ active, children }: { active: boolean; children: ReactNode }) {
  const shared = useQueryClient();
  const [view] = useState(() => createViewQueries(shared));
  // Whether the page was showing at the last effect run: a hidden -> shown change refetches.
  const shown = useRef(active);
  useEffect(() => {
    const wasShown = shown.current;
    shown.current = active;
    if (!active || wasShown) return;
    return afterPaint(() => void refetchStale(view).catch(() => undefined));
  }, [active, view]);
  return <QueryClientProvider client={view.client}>{children}</QueryClientProvider>;
}
