// 01 §2.5, §2.10, §4, §9: the panel follows the route's tree meta, collapses to a 15 px strip and opens
// again at the remembered width, and keeps that state in local storage.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { getItem } from '@/lib/storage';
import { RouteTableProvider } from '../route-table';
import type { ShellRoute } from '../route-types';
import { shellRoute } from '@/test/fixtures';
import { endSession, loadSessionWith, startSession, type LoadedSession } from '../session/session-store';
import { PANEL_STORAGE_KEY, reloadPanelState } from './panel-width';
import { mockOneCommunity, renderPanelAt } from './side-tree-testing';
import { resetTreeStore } from './tree-store';
import { TreePanel } from './TreePanel';
import { frameRouteAt } from './use-tree-route';

vi.setConfig({ testTimeout: 30_000 });

const route = (name: string, path: string, extra: Partial<ShellRoute> = {}): ShellRoute =>
  shellRoute(name, path, { module: 'Device', ...extra });

const ROUTES = [
  route('DoorDevice', '/estate/DoorDevice', { tree: 'NormalTree' }),
  route('Blank', '/blank/index'),
];

const renderAt = (path: string) => renderPanelAt(ROUTES, path);

const panel = () => screen.getByRole('complementary', { name: '小区树' });

beforeEach(() => {
  resetTreeStore();
  reloadPanelState();
});
afterEach(() => reloadPanelState());

describe('TreePanel', () => {
  it('01 §2.5: a route without a tree shows no panel', () => {
    renderAt('/blank/index');
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('01 §2.10: a NormalTree route shows the community tree at the default width', async () => {
    mockOneCommunity();
    renderAt('/estate/DoorDevice');
    expect(await screen.findByText('当前小区数：1')).toBeTruthy();
    expect(panel().style.width).toBe('240px');
    expect(panel().dataset.tree).toBe('NormalTree');
  });

  it('01 §4, §9: collapse to 15 px and re-open at the remembered width; the state is stored', async () => {
    mockOneCommunity();
    renderAt('/estate/DoorDevice');
    await screen.findByText('当前小区数：1');
    const handle = screen.getByRole('separator', { name: '拖动调整侧边树宽度' });
    for (let i = 0; i < 6; i++) fireEvent.keyDown(handle, { key: 'ArrowRight' });
    expect(panel().style.width).toBe('300px');

    fireEvent.click(screen.getByRole('button', { name: '收起侧边树' }));
    expect(panel().style.width).toBe('15px');
    expect(screen.queryByPlaceholderText('请输入关键词')).toBeNull();
    expect(getItem(PANEL_STORAGE_KEY)).toEqual({ open: false, width: 300 });

    fireEvent.click(screen.getByRole('button', { name: '展开侧边树' }));
    expect(panel().style.width).toBe('300px');
    expect(getItem(PANEL_STORAGE_KEY)).toEqual({ open: true, width: 300 });
  });

  it('01 §9: dragging the handle resizes within 215 px and stores the width when the drag ends', async () => {
    mockOneCommunity();
    renderAt('/estate/DoorDevice');
    await screen.findByText('当前小区数：1');
    const handle = screen.getByRole('separator', { name: '拖动调整侧边树宽度' });
    handle.setPointerCapture = () => undefined;
    // jsdom has no PointerEvent: a mouse event with a pointer id carries clientX the same way.
    vi.stubGlobal(
      'PointerEvent',
      class extends MouseEvent {
        readonly pointerId: number;
        constructor(type: string, init: PointerEventInit = {}) {
          super(type, init);
          this.pointerId = init.pointerId ?? 0;
        }
      },
    );
    fireEvent.pointerDown(handle, { clientX: 500, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 300, pointerId: 1 });
    expect(panel().style.width).toBe('215px');
    fireEvent.pointerMove(handle, { clientX: 560, pointerId: 1 });
    expect(panel().style.width).toBe('300px');
    expect(getItem(PANEL_STORAGE_KEY)).toBeUndefined();
    fireEvent.pointerUp(handle, { clientX: 560, pointerId: 1 });
    expect(getItem(PANEL_STORAGE_KEY)).toEqual({ open: true, width: 300 });
  });

  it('01 §4: the open state survives a reload', () => {
    act(() => {
      localStorage.setItem(
        `zhsq_${PANEL_STORAGE_KEY}`,
        JSON.stringify({ value: { open: false, width: 260 } }),
      );
      reloadPanelState();
    });
    renderAt('/estate/DoorDevice');
    expect(panel().style.width).toBe('15px');
  });

  describe('the tree follows a navigation before the page has loaded', () => {
    /** A frame around a page that stays on the blank route until the (never loading) 门口机 chunk. */
    function renderLoading(permitted: string[]) {
      startSession('token', false);
      // Only the permitted route names matter to the panel.
      void loadSessionWith(() =>
        Promise.resolve({ permitted: new Set(permitted) } as unknown as LoadedSession),
      );
      const router = createMemoryRouter(
        [
          {
            element: (
              <>
                <TreePanel />
                <Outlet />
              </>
            ),
            children: [
              { path: '/blank/index', handle: { name: 'Blank' }, element: <p>空白页</p> },
              {
                path: '/estate/DoorDevice',
                handle: { name: 'DoorDevice' },
                lazy: () => new Promise<never>(() => undefined),
              },
            ],
          },
        ],
        { initialEntries: ['/blank/index'] },
      );
      render(
        <AntApp>
          <RouteTableProvider routes={ROUTES} modules={[]}>
            <RouterProvider router={router} />
          </RouteTableProvider>
        </AntApp>,
      );
      return router;
    }
    afterEach(() => act(() => endSession()));

    it('01 §2.10: the tree of the target route shows and loads while its page chunk is loading', async () => {
      const treeList = mockOneCommunity();
      const router = renderLoading(['Blank', 'DoorDevice']);
      await screen.findByText('空白页');
      expect(screen.queryByRole('complementary')).toBeNull();
      act(() => void router.navigate('/estate/DoorDevice'));
      expect(await screen.findByText('当前小区数：1')).toBeTruthy();
      expect(router.state.navigation.state).toBe('loading');
      expect(screen.getByText('空白页')).toBeTruthy();
      expect(treeList.calls).toHaveLength(1);
    });

    it('01 §2.4: a route the user may not open shows no tree early', async () => {
      mockOneCommunity();
      const router = renderLoading(['Blank']);
      await screen.findByText('空白页');
      act(() => void router.navigate('/estate/DoorDevice'));
      expect(router.state.navigation.state).toBe('loading');
      expect(screen.queryByRole('complementary')).toBeNull();
    });

    it('01 §2.10: a community tree loaded ahead is drawn hidden while idle; its page only shows it', async () => {
      const idleTasks: (() => void)[] = [];
      vi.stubGlobal('requestIdleCallback', (task: () => void) => idleTasks.push(task));
      vi.stubGlobal('cancelIdleCallback', () => undefined);
      try {
        const treeList = mockOneCommunity();
        const router = renderLoading(['Blank', 'DoorDevice']);
        await screen.findByText('空白页');
        await waitFor(() => expect(idleTasks).toHaveLength(1));
        act(() => idleTasks.splice(0).forEach((task) => task()));
        // Rendered with its communities, out of sight and out of the accessibility tree.
        expect(await screen.findByText('当前小区数：1')).toBeTruthy();
        const ahead = document.querySelector<HTMLElement>('aside[data-tree="NormalTree"]')!;
        expect(ahead.style.display).toBe('none');
        expect(screen.queryByRole('complementary')).toBeNull();
        act(() => void router.navigate('/estate/DoorDevice'));
        await waitFor(() => expect(panel().style.display).toBe(''));
        expect(panel()).toBe(ahead);
        expect(treeList.calls).toHaveLength(1);
      } finally {
        act(() => endSession()); // its idle callback is cancelled while the stub is there
        vi.unstubAllGlobals();
      }
    });

    it('frameRouteAt prefers a static path to a pattern', () => {
      const routes = [route('Detail', '/estate/:id'), route('Door', '/estate/DoorDevice')];
      expect(frameRouteAt(routes, '/estate/DoorDevice')?.name).toBe('Door');
      expect(frameRouteAt(routes, '/estate/12')?.name).toBe('Detail');
      expect(frameRouteAt([route('Login', '/login', { layout: 'bare' })], '/login')).toBeUndefined();
    });
  });
});
