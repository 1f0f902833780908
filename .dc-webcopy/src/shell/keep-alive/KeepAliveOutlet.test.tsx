// Keep-alive in the layout (01 §2.5, §9): cached pages keep their state when revisited, pages with
// cache=false remount, 刷新 remounts, and the 13th cached page unmounts the least recently used one.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode, useRef, useState } from 'react';
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { RouteTableProvider, type RouteHandle } from '../route-table';
import type { ShellRoute } from '../route-types';
import { KeepAliveOutlet } from './KeepAliveOutlet';
import { viewCache } from './view-cache';

function route(name: string, cache = true): ShellRoute {
  return {
    name,
    path: `/${name}`,
    title: name,
    authKey: name,
    access: 'session',
    layout: 'frame',
    hidden: false,
    watermark: false,
    cache,
    module: 'Static',
  };
}

const cached = Array.from({ length: 13 }, (_, i) => route(`p${i + 1}`));
const live = route('live', false);
const routes = [...cached, live];

/** A page with React state (the typed text) and the query it sees. */
function Page({ name }: { name: string }) {
  const [text, setText] = useState('');
  const [params] = useSearchParams();
  return (
    <label>
      {name}
      <input aria-label={name} value={text} onChange={(event) => setText(event.target.value)} />
      <output aria-label={`${name} 查询`}>{params.get('q') ?? ''}</output>
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
  render(
    <StrictMode>
      <RouteTableProvider routes={routes} modules={[]}>
        <RouterProvider router={router} />
      </RouteTableProvider>
    </StrictMode>,
  );
  return { go: (to: string) => act(() => router.navigate(to)) };
}

/** Only the visible page's input is found by role (hidden Activity content is display:none). */
const input = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const type = (name: string, text: string) => fireEvent.change(input(name), { target: { value: text } });

afterEach(() => viewCache.clear());

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

  it('01 §2.5: a route with cache=false remounts on each visit', async () => {
    const { go } = renderRouter();
    await go('/live');
    type('live', '临时');
    await go('/p1');
    await go('/live');
    expect(input('live').value).toBe('');
  });

  it('01 §2.9: 刷新 remounts the view', async () => {
    renderRouter();
    type('p1', '张三');
    act(() => viewCache.refresh('/p1'));
    expect(input('p1').value).toBe('');
  });

  it('01 §2.5: a hidden page keeps its own query while another page shows', async () => {
    const { go } = renderRouter();
    await go('/p1?q=one');
    await go('/p2?q=two');
    const hiddenQuery = screen.getByRole('status', { name: 'p1 查询', hidden: true });
    expect(hiddenQuery.textContent).toBe('one');
    expect(screen.getByRole('status', { name: 'p2 查询' }).textContent).toBe('two');
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
