// Keep-alive in the layout (01 §2.5, §9): cached pages keep their state when revisited, pages with
// cache=false remount, 刷新 remounts, and the 13th cached page unmounts the least recently used one.
// Hidden pages stay mounted (CSS-hidden, docs/adr/0024): they do not re-render for other
// pages' navigations, their usePageActive() is false, and shown again they refetch their stale data.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Input, Modal } from 'antd';
import { StrictMode, useEffect, useRef, useState } from 'react';
import { createMemoryRouter, RouterProvider, useMatches, useSearchParams } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteTableProvider, type RouteHandle } from '../route-table';
import type { ShellRoute } from '../route-types';
import { shellRoute } from '@/test/fixtures';
import { KeepAliveOutlet } from './KeepAliveOutlet';
import { usePageActive } from './page-active';
import { viewCache } from './view-cache';

const route = (name: string, cache = true): ShellRoute => shellRoute(name, `/${name}`, { cache });

const cached = Array.from({ length: 13 }, (_, i) => route(`p${i + 1}`));
const live = route('live', false);
const routes = [...cached, live];

/**
 * Renders of each page's content, and polling ticks per page. (The page function itself may run on any
 * navigation — React re-checks every reader of the router's contexts — and then bails out without
 * rendering its children, as its frozen contexts are unchanged.)
 */
const renders = new Map<string, number>();
const ticks = new Map<string, number>();
/** What the server's list holds; `fetches` counts list requests. */
let records: string[] = [];
const fetches = vi.fn<(name: string) => void>();
/** Renders of each page's list, and the pages whose list ever rendered while fetching. */
const listRenders = new Map<string, number>();
const renderedFetching = new Set<string>();
const listFetches = (name: string) => fetches.mock.calls.filter(([n]) => n === name).length;

/** Polls once a second while its page shows, as pages with refetchInterval / clocks do. */
function Poller({ name }: { name: string }) {
  const active = usePageActive();
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => ticks.set(name, (ticks.get(name) ?? 0) + 1), 1000);
    return () => clearInterval(timer);
  }, [active, name]);
  return <span data-testid={`${name}-active`}>{String(active)}</span>;
}

/** The list of a page: a query with the default staleTime (0), as ResourceListPage. */
function List({ name }: { name: string }) {
  const list = useQuery({
    queryKey: ['list', name],
    queryFn: () => {
      fetches(name);
      return Promise.resolve([...records]);
    },
  });
  listRenders.set(name, (listRenders.get(name) ?? 0) + 1);
  // read as ResourceListPage reads it (its table's spinner)
  if (list.isFetching && list.data) renderedFetching.add(name);
  return (
    <ul aria-label={`${name} 列表`}>
      {list.data?.map((r) => (
        <li key={r}>{r}</li>
      ))}
    </ul>
  );
}

/** Data every page reads (as the dictionaries and the tree): it stays while any page reads it. */
function Shared() {
  useQuery({ queryKey: ['shared'], queryFn: () => Promise.resolve('共用') });
  return null;
}

function Content({ name }: { name: string }) {
  renders.set(name, (renders.get(name) ?? 0) + 1);
  return null;
}

/** A page with React state (the typed text), the query and the route (matches) it sees. */
function Page({ name }: { name: string }) {
  const [text, setText] = useState('');
  const [params] = useSearchParams();
  const matches = useMatches();
  return (
    <label>
      {name}
      <input aria-label={name} value={text} onChange={(event) => setText(event.target.value)} />
      <Input aria-label={`${name} 备注`} />
      <output aria-label={`${name} 查询`}>{params.get('q') ?? ''}</output>
      <output aria-label={`${name} 路由`}>{matches.at(-1)?.pathname}</output>
      <Poller name={name} />
      {name === 'p1' && (
        <Modal open title="p1 对话框" footer={null}>
          对话框内容
        </Modal>
      )}
      <List name={name} />
      <Shared />
      <Content name={name} />
    </label>
  );
}

function Frame() {
  const scroll = useRef<HTMLDivElement>(null);
  return (
    <div ref={scroll}>
      <KeepAliveOutlet scrollContainer={scroll} />
    </div>
  );
}

function renderRouter() {
  const router = createMemoryRouter(
    [
      {
        element: <Frame />,
        children: routes.map((r) => ({
          path: r.path,
          handle: { name: r.name } satisfies RouteHandle,
          element: <Page name={r.name} />,
        })),
      },
    ],
    { initialEntries: ['/p1'] },
  );
  // StrictMode as in main.tsx: double renders and effects must not lose or duplicate views.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <RouteTableProvider routes={routes} modules={[]}>
          <RouterProvider router={router} />
        </RouteTableProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
  return { go: (to: string) => act(() => router.navigate(to)), client };
}

/** Only the visible page's input is found by role (a hidden page's wrapper is aria-hidden). */
const input = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const type = (name: string, text: string) => fireEvent.change(input(name), { target: { value: text } });

afterEach(() => {
  // Unmount first (the shared cleanup runs after this hook): a page still mounted could fetch after
  // the counters below are cleared and be counted by the next test.
  cleanup();
  viewCache.clear();
  renders.clear();
  listRenders.clear();
  renderedFetching.clear();
  ticks.clear();
  records = [];
  fetches.mockClear();
  vi.useRealTimers();
});

describe('KeepAliveOutlet', () => {
  it('01 §2.5: a cached page keeps what was typed when it is revisited', async () => {
    const { go } = renderRouter();
    type('p1', '张三');
    await go('/p2');
    expect(screen.queryByRole('textbox', { name: 'p1' })).toBeNull();
    type('p2', '李四');
    await go('/p1');
    expect(input('p1').value).toBe('张三');
    await go('/p2');
    expect(input('p2').value).toBe('李四');
  });

  it('a hidden page is skipped by rendering, focus and assistive technology; the page on show is not', async () => {
    const { go } = renderRouter();
    await go('/p2');
    const wrapper = (name: string) =>
      screen.getByRole('textbox', { name, hidden: true }).closest<HTMLElement>('[data-keep-alive-view]')!;
    // content-visibility keeps the hidden page's style and layout for a quick return
    expect(wrapper('p1').style.contentVisibility).toBe('hidden');
    expect(wrapper('p1').hasAttribute('inert')).toBe(true);
    expect(wrapper('p1').getAttribute('aria-hidden')).toBe('true');
    expect(wrapper('p2').style.contentVisibility).toBe('');
    expect(wrapper('p2').hasAttribute('inert')).toBe(false);
    expect(wrapper('p2').hasAttribute('aria-hidden')).toBe(false);
  });

  it('01 §2.5: a route with cache=false remounts on each visit', async () => {
    const { go } = renderRouter();
    await go('/live');
    type('live', '临时');
    await go('/p1');
    await go('/live');
    expect(input('live').value).toBe('');
  });

  it('01 §2.9: 刷新 remounts the view and reads its data again', async () => {
    records = ['甲'];
    renderRouter();
    await screen.findByText('甲');
    type('p1', '张三');
    act(() => viewCache.refresh('/p1'));
    expect(input('p1').value).toBe('');
    // the remounted page reads its list again (and has done so before the next test counts fetches)
    await vi.waitFor(() => expect(listFetches('p1')).toBe(2));
    expect(await screen.findByText('甲')).toBeTruthy();
  });

  it('01 §2.5: a hidden page keeps its own query while another page shows', async () => {
    const { go } = renderRouter();
    await go('/p1?q=one');
    await go('/p2?q=two');
    const hiddenQuery = screen.getByRole('status', { name: 'p1 查询', hidden: true });
    expect(hiddenQuery.textContent).toBe('one');
    expect(screen.getByRole('status', { name: 'p2 查询' }).textContent).toBe('two');
  });

  it('01 §2.5: a hidden page does not re-render on navigations elsewhere and sees its own route', async () => {
    const { go } = renderRouter();
    await go('/p2');
    const hidden = renders.get('p1');
    await go('/p3?q=x');
    await go('/live');
    await go('/p3?q=y');
    expect(renders.get('p1')).toBe(hidden);
    expect(screen.getByRole('status', { name: 'p1 路由', hidden: true }).textContent).toBe('/p1');
    expect(screen.getByRole('status', { name: 'p3 路由' }).textContent).toBe('/p3');
  });

  it('01 §2.5: showing a cached page again at the same address does not re-render it', async () => {
    const { go } = renderRouter();
    type('p1', '张三');
    await go('/p2');
    const before = renders.get('p1')!;
    await go('/p1');
    expect(renders.get('p1')).toBe(before);
    expect(input('p1').value).toBe('张三');
    // a new query is a new location: the page renders with it
    await go('/p1?q=new');
    expect(renders.get('p1')).toBeGreaterThan(before);
    expect(screen.getByRole('status', { name: 'p1 查询' }).textContent).toBe('new');
  });

  it('01 §2.5: a hidden page is inactive and its polling pauses until it shows again', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { go } = renderRouter();
    act(() => vi.advanceTimersByTime(3000));
    expect(ticks.get('p1')).toBe(3);
    await go('/p2');
    expect(screen.getByTestId('p1-active').textContent).toBe('false');
    expect(screen.getByTestId('p2-active').textContent).toBe('true');
    act(() => vi.advanceTimersByTime(5000));
    expect(ticks.get('p1')).toBe(3);
    expect(ticks.get('p2')).toBe(5);
    await go('/p1');
    act(() => vi.advanceTimersByTime(2000));
    expect(ticks.get('p1')).toBe(5);
    expect(ticks.get('p2')).toBe(5);
  });

  it('01 §2.5: a list shows a record saved on another page (an editor) when it is shown again', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    records = ['甲'];
    const { go } = renderRouter();
    await screen.findByText('甲');
    expect(listFetches('p1')).toBe(1);
    // the editor (a live route) saves and goes back, without invalidating anything
    await go('/live');
    records = ['甲', '乙'];
    await go('/p1');
    // the page shows first; its stale list is read again once that frame has been painted
    expect(listFetches('p1')).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(listFetches('p1')).toBe(2);
    expect(await screen.findByText('乙')).toBeTruthy();
    // a page that stays shown is not refetched by navigations that keep it
    await go('/p1');
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(listFetches('p1')).toBe(2);
  });

  it('a page shown again reads its list quietly: an unchanged answer renders nothing, no spinner', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    records = ['甲'];
    const { go } = renderRouter();
    await screen.findByText('甲');
    await go('/p2');
    await screen.findByRole('list', { name: 'p2 列表' });
    const before = listRenders.get('p1');
    await go('/p1');
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(listFetches('p1')).toBe(2);
    expect(listRenders.get('p1')).toBe(before);
    expect(renderedFetching.has('p1')).toBe(false);
    // nor does it render when it is hidden and shown again later
    await go('/p2');
    await go('/p1');
    expect(listRenders.get('p1')).toBe(before);
    // a changed answer renders once, with the new rows and without a spinner in between
    records = ['甲', '乙'];
    await go('/p2');
    await go('/p1');
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(await screen.findByText('乙')).toBeTruthy();
    expect(renderedFetching.has('p1')).toBe(false);
  });

  it("01 §2.5: a hidden page's pop-ups (antd portals) hide with it", async () => {
    const { go } = renderRouter();
    await go('/p2');
    const popups = () => [...document.querySelectorAll<HTMLElement>('[data-keep-alive-popups]')];
    expect(popups()).toHaveLength(2);
    const [p1, p2] = popups();
    expect(p1!.contains(screen.getByText('对话框内容'))).toBe(true);
    expect(p1!.style.display).toBe('none');
    expect(p2!.style.display).toBe('');
    await go('/p1');
    expect(p1!.style.display).toBe('');
    expect(p2!.style.display).toBe('none');
  });

  it("a kept page's antd text fields take no browser autocomplete (no form state saved per history entry)", () => {
    renderRouter();
    expect(screen.getByRole('textbox', { name: 'p1 备注' }).getAttribute('autocomplete')).toBe('off');
  });

  it("01 §2.9: a closed tab's page lets go of its queries; data another kept page reads stays", async () => {
    const { go, client } = renderRouter();
    await go('/p2');
    const cached = (key: string[]) => client.getQueryCache().find({ queryKey: key, exact: true });
    await vi.waitFor(() => expect(cached(['list', 'p1'])?.state.data).toBeDefined());
    await vi.waitFor(() => expect(cached(['list', 'p2'])?.state.data).toBeDefined());
    act(() => viewCache.drop(['/p1']));
    expect(screen.queryByRole('textbox', { name: 'p1', hidden: true })).toBeNull();
    // gone at once, not after react-query's gcTime
    await vi.waitFor(() => expect(cached(['list', 'p1'])).toBeUndefined());
    expect(cached(['list', 'p2'])?.state.data).toBeDefined();
    expect(cached(['shared'])?.state.data).toBe('共用');
  });

  it('01 §2.5, §9: the 13th cached page unmounts the least recently used one', async () => {
    const { go } = renderRouter();
    type('p1', '最早');
    await go('/p2');
    type('p2', '第二');
    for (const page of cached.slice(2)) await go(page.path);
    expect(viewCache.get().keys).toHaveLength(12);
    await go('/p2');
    expect(input('p2').value).toBe('第二');
    await go('/p1');
    expect(input('p1').value).toBe('');
  });
});
