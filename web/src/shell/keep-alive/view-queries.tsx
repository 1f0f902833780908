// A kept-alive page reads its stale data again when it is shown again (01 §2.5), as a remounted page
// would: a list left for its 新增/编辑 page, or for another page that changed its records, shows the
// change on return. Hidden pages stay subscribed to their queries (CSS-hidden, see KeepAliveOutlet),
// so nothing refetches them on return by itself; and many editor pages only navigate back after a
// save. Each page gets its own QueryClient over the app's shared caches that notes which queries the
// page reads; showing the page reads those that are stale (staleTime, invalidation) again — after the
// switch has painted, so the page appears at once and the refresh follows.
//
// Quietly (docs/adr/0024): the page keeps what it shows while the answer comes, and an answer
// equal to what it has is not stored, so the page does not render at all; a changed one renders once.
// A refetch through the query would flip it to fetching and back: the list's spinner over the table on
// every tab switch, and two renders of the whole page (~850 components, two 100-200 ms tasks at 4x CPU
// right after each switch).
import {
  QueryClient,
  QueryClientProvider,
  onlineManager,
  replaceEqualDeep,
  useQueryClient,
  type Query,
  type QueryFunctionContext,
} from '@tanstack/react-query';
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

/**
 * Asks the query's function again and stores the answer, without the query's fetching state. Skipped if
 * the query is fetching anyway; the answer is dropped if another fetch answered meanwhile (newer). A
 * failure leaves the query as it was: still stale, read again at the next show.
 */
async function revalidateQuietly(client: QueryClient, query: Query): Promise<void> {
  const { queryFn } = query.options;
  if (typeof queryFn !== 'function' || query.state.fetchStatus !== 'idle') return;
  // offline: as react-query's own fetches, wait (still stale, read again at the next show)
  if (!onlineManager.isOnline()) return;
  const updates = query.state.dataUpdateCount;
  const context = {
    client,
    queryKey: query.queryKey,
    signal: new AbortController().signal,
    meta: query.meta,
  };
  const data: unknown = await queryFn(context as QueryFunctionContext);
  // Another fetch answered meanwhile: its answer is newer.
  if (query.state.fetchStatus !== 'idle' || query.state.dataUpdateCount !== updates) return;
  // An equal answer leaves the query untouched (still stale, read again at the next show): storing it
  // would make a new result object for the page's observers, which React then renders at the next
  // chance (a store snapshot that changed unseen), the whole page inside a later tab switch's click.
  if (replaceEqualDeep(query.state.data, data) !== query.state.data)
    client.setQueryData(query.queryKey, data);
}

/** Reads the page's queries that are in use, stale and not opted out of refetch-on-mount again. */
export async function refetchStale({ client, hashes }: ViewQueries): Promise<void> {
  const stale = client
    .getQueryCache()
    .findAll({ type: 'active', stale: true })
    .filter(
      (query) =>
        hashes.has(query.queryHash) &&
        query.observers.some((observer) => observer.options.refetchOnMount !== false),
    );
  // an infinite query's function needs its page parameters: those go through the query
  const infinite = (query: Query) => 'getNextPageParam' in query.options;
  await Promise.allSettled([
    ...stale.filter((query) => !infinite(query)).map((query) => revalidateQuietly(client, query)),
    client.refetchQueries(
      { predicate: (query) => stale.includes(query) && infinite(query) },
      { cancelRefetch: false },
    ),
  ]);
}

/**
 * A page left for good (tab closed, evicted, 刷新) lets go of its data: each query it read that no other
 * page or shell part observes any more leaves the cache at once rather than after react-query's gcTime
 * (5 min), so a dozen closed list pages do not keep their rows in memory (docs/adr/0071).
 * Called after the page's own observers have unsubscribed (they do so in the same commit's cleanups).
 */
export function releaseQueries({ client, hashes }: ViewQueries): void {
  const cache = client.getQueryCache();
  for (const hash of hashes) {
    const query = cache.get(hash);
    if (query && query.getObserversCount() === 0) cache.remove(query);
  }
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
    return afterPaint(() => void refetchStale(view));
  }, [active, view]);
  // Unmounted: the page's observers unsubscribe in the same commit, after this cleanup (parents first).
  useEffect(() => () => void queueMicrotask(() => releaseQueries(view)), [view]);
  return <QueryClientProvider client={view.client}>{children}</QueryClientProvider>;
}
