// A kept page shown again reads its stale queries quietly (docs/adr/0024): never in the fetching
// state, a newer answer of the query's own fetch wins, a failure leaves the query as it was.
import {
  InfiniteQueryObserver,
  onlineManager,
  QueryClient,
  QueryObserver,
  type QueryObserverResult,
} from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { createViewQueries, refetchStale, releaseQueries } from './view-queries';

/** A query function whose answers the test hands out one at a time. */
function scripted() {
  const pending: { resolve: (v: string) => void; reject: (e: Error) => void }[] = [];
  const fn = () => new Promise<string>((resolve, reject) => pending.push({ resolve, reject }));
  return { fn, pending };
}

const unsubscribes: (() => void)[] = [];
afterEach(() => unsubscribes.splice(0).forEach((u) => u()));

/** A page's query as its useQuery would hold it: observed (active) through the view's client. */
async function pageQuery(queryFn: () => Promise<string>, first: () => void) {
  const shared = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = createViewQueries(shared);
  const observer = new QueryObserver(view.client, { queryKey: ['list'], queryFn });
  const seen: QueryObserverResult<string>[] = [];
  unsubscribes.push(observer.subscribe((result) => seen.push(result)));
  first();
  await shared.getQueryCache().find({ queryKey: ['list'] })!.promise;
  seen.length = 0;
  return { view, observer, seen, query: shared.getQueryCache().find({ queryKey: ['list'] })! };
}

describe('refetchStale', () => {
  it('reads a stale query again without entering the fetching state', async () => {
    const answers = scripted();
    const page = await pageQuery(answers.fn, () => answers.pending[0]!.resolve('v1'));
    const done = refetchStale(page.view);
    expect(answers.pending).toHaveLength(2);
    expect(page.observer.getCurrentResult().isFetching).toBe(false);
    answers.pending[1]!.resolve('v2');
    await done;
    expect(page.observer.getCurrentResult().data).toBe('v2');
    expect(page.seen.some((r) => r.isFetching)).toBe(false);
  });

  it('an equal answer leaves the query and its result untouched (nothing for React to render)', async () => {
    const answers = scripted();
    const page = await pageQuery(answers.fn, () => answers.pending[0]!.resolve('v1'));
    const before = page.observer.getCurrentResult();
    const { dataUpdatedAt } = page.query.state;
    const done = refetchStale(page.view);
    answers.pending[1]!.resolve('v1');
    await done;
    expect(page.observer.getCurrentResult()).toBe(before);
    expect(page.query.state.dataUpdatedAt).toBe(dataUpdatedAt);
    // still stale: read again at the next show
    expect(page.query.isStale()).toBe(true);
  });

  it("drops its answer when the query's own fetch answered meanwhile", async () => {
    const answers = scripted();
    const page = await pageQuery(answers.fn, () => answers.pending[0]!.resolve('v1'));
    const done = refetchStale(page.view);
    const own = page.observer.refetch();
    answers.pending[2]!.resolve('newer');
    await own;
    answers.pending[1]!.resolve('older');
    await done;
    expect(page.observer.getCurrentResult().data).toBe('newer');
  });

  it('a failure keeps the data, shows no error and leaves the query stale for the next show', async () => {
    const answers = scripted();
    const page = await pageQuery(answers.fn, () => answers.pending[0]!.resolve('v1'));
    const done = refetchStale(page.view);
    answers.pending[1]!.reject(new Error('网络异常'));
    await done;
    const result = page.observer.getCurrentResult();
    expect(result.data).toBe('v1');
    expect(result.error).toBeNull();
    expect(page.query.isStale()).toBe(true);
  });

  it('asks nothing while the browser is offline', async () => {
    const answers = scripted();
    const page = await pageQuery(answers.fn, () => answers.pending[0]!.resolve('v1'));
    onlineManager.setOnline(false);
    try {
      await refetchStale(page.view);
    } finally {
      onlineManager.setOnline(true);
    }
    expect(answers.pending).toHaveLength(1);
    expect(page.query.isStale()).toBe(true);
  });

  it('leaves fresh queries and queries opted out of refetch-on-mount alone', async () => {
    const answers = scripted();
    const page = await pageQuery(answers.fn, () => answers.pending[0]!.resolve('v1'));
    page.observer.setOptions({ queryKey: ['list'], queryFn: answers.fn, refetchOnMount: false });
    await refetchStale(page.view);
    page.observer.setOptions({ queryKey: ['list'], queryFn: answers.fn, staleTime: 60_000 });
    await refetchStale(page.view);
    expect(answers.pending).toHaveLength(1);
  });

  it('an infinite query is refetched through the query, with its page parameters', async () => {
    const shared = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const view = createViewQueries(shared);
    let answer = 'v1';
    const observer = new InfiniteQueryObserver(view.client, {
      queryKey: ['feed'],
      queryFn: ({ pageParam }) => Promise.resolve(`${answer}@${String(pageParam)}`),
      initialPageParam: 1,
      getNextPageParam: () => undefined,
    });
    unsubscribes.push(observer.subscribe(() => undefined));
    await shared.getQueryCache().find({ queryKey: ['feed'] })!.promise;
    answer = 'v2';
    await refetchStale(view);
    expect(observer.getCurrentResult().data?.pages).toEqual(['v2@1']);
  });
});

describe('releaseQueries', () => {
  it("removes the page's unobserved queries at once and keeps those another observer still reads", async () => {
    const shared = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const view = createViewQueries(shared);
    const own = new QueryObserver(view.client, { queryKey: ['own'], queryFn: () => Promise.resolve(1) });
    const both = new QueryObserver(view.client, { queryKey: ['both'], queryFn: () => Promise.resolve(2) });
    const stopOwn = own.subscribe(() => undefined);
    const stopBoth = both.subscribe(() => undefined);
    // the shell (another client over the same cache) reads 'both' too
    const shell = new QueryObserver(shared, { queryKey: ['both'], queryFn: () => Promise.resolve(2) });
    unsubscribes.push(shell.subscribe(() => undefined));
    const unrelated = shared.getQueryCache().build(shared, { queryKey: ['other'] });
    stopOwn();
    stopBoth();
    releaseQueries(view);
    const cache = shared.getQueryCache();
    expect(cache.find({ queryKey: ['own'] })).toBeUndefined();
    expect(cache.find({ queryKey: ['both'] })).toBeDefined();
    // a query the page never read is not the page's to release
    expect(cache.find({ queryKey: ['other'] })).toBe(unrelated);
  });
});
