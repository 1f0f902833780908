// The tree's first frame (docs/adr/0056): the community trees of the user's pages are loaded ahead, once the layout
// has painted and the browser is idle; nothing without idle callbacks or without such pages.
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/fetch-mock';
import { RouteTableProvider } from '../route-table';
import type { ShellRoute } from '../route-types';
import { shellRoute } from '@/test/fixtures';
import { endSession, loadSessionWith, startSession, type LoadedSession } from '../session/session-store';
import { resetTreeStore, treeController } from './tree-store';
import { useTreePrefetch } from './use-tree-prefetch';

const route = (name: string, path: string, tree?: ShellRoute['tree']): ShellRoute =>
  shellRoute(name, path, { module: 'Device', ...(tree ? { tree } : {}) });

const ROUTES = [
  route('DoorDevice', '/estate/DoorDevice', 'NormalTree'),
  route('Charge', '/charge/index', 'BasicTree'),
  route('Agents', '/agent/index', 'AgentTree'),
];

/** The trees the hook last returned (those drawn ahead). */
let returned: readonly string[] = [];
function Prefetcher() {
  returned = useTreePrefetch();
  return null;
}

/** Signs in with these pages and mounts the hook; the idle callbacks are held until `idle()`. */
async function mountWith(permitted: string[]) {
  startSession('token', false);
  await act(() =>
    loadSessionWith(() => Promise.resolve({ permitted: new Set(permitted) } as unknown as LoadedSession)),
  );
  render(
    <RouteTableProvider routes={ROUTES} modules={[]}>
      <Prefetcher />
    </RouteTableProvider>,
  );
}

const idleTasks: (() => void)[] = [];
function runIdleTasks() {
  act(() => idleTasks.splice(0).forEach((task) => task()));
}

function mockTreeList() {
  return mockApi('GET', '/h_d/treeList/v2', {
    code: '0',
    object: {
      totalCount: 1,
      content: [{ id: 'dep:1499', text: '锦绣花园', level: 0, parent: 'dep:-1', leaf: false, type: 'dep' }],
    },
  });
}

describe('useTreePrefetch', () => {
  beforeEach(() => {
    resetTreeStore();
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idleTasks.push(task));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
  });
  afterEach(() => {
    act(() => endSession());
    idleTasks.length = 0;
    vi.unstubAllGlobals();
  });

  it('loads the first page of each community tree the user has pages for, when idle', async () => {
    const treeList = mockTreeList();
    await mountWith(['DoorDevice', 'Charge', 'Agents']);
    // After the paint (a task queued from the next frame) the idle callback is asked for.
    await waitFor(() => expect(idleTasks).toHaveLength(1));
    expect(treeList.calls).toHaveLength(0);
    runIdleTasks();
    await waitFor(() => expect(treeController('BasicTree').getState().status).toBe('ready'));
    await waitFor(() => expect(treeController('NormalTree').getState().status).toBe('ready'));
    const asked = treeList.calls.map((c) => [
      c.fields.node,
      c.fields.page,
      c.fields.limit,
      c.fields.onlyDepFlag,
    ]);
    expect(asked).toEqual(
      expect.arrayContaining([
        ['dep:-1', '1', '40', undefined],
        ['dep:-1', '1', '40', '1'],
      ]),
    );
    expect(asked).toHaveLength(2);
    // The organisation tree is not a community tree: not loaded ahead.
    expect(treeController('AgentTree').getState().status).toBe('idle');
  });

  it('returns the trees once loaded, and only while the user has a page for them', async () => {
    mockTreeList();
    await mountWith(['DoorDevice', 'Charge']);
    await waitFor(() => expect(idleTasks).toHaveLength(1));
    expect(returned).toEqual([]);
    runIdleTasks();
    await waitFor(() => expect([...returned].sort()).toEqual(['BasicTree', 'NormalTree']));
    // Another session of the same frame, with fewer pages.
    act(() => endSession());
    expect(returned).toEqual([]);
    startSession('token-2', false);
    await act(() =>
      loadSessionWith(() => Promise.resolve({ permitted: new Set(['Charge']) } as unknown as LoadedSession)),
    );
    expect(returned).toEqual(['BasicTree']);
  });

  it('asks for nothing when the user has no page with a community tree', async () => {
    const treeList = mockTreeList();
    await mountWith(['Agents']);
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    expect(idleTasks).toHaveLength(0);
    expect(treeList.calls).toHaveLength(0);
  });

  it('asks for nothing where the browser has no idle callbacks', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const treeList = mockTreeList();
    await mountWith(['DoorDevice']);
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(treeList.calls).toHaveLength(0);
    expect(treeController('NormalTree').getState().status).toBe('idle');
  });
});
