// The side tree's test fixtures: a small community hierarchy behind treeList, row locators and a
// render inside the app's providers, shared by SideTree.test.tsx and SideTree.renders.test.tsx.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { clearAreaCache } from '@/components/AreaCascader/area-api';
import { renderInApp } from '@/components/testing';
import { mockApi, type RecordedCall } from '@/test/fetch-mock';
import { RouteTableProvider } from '../route-table';
import type { ShellRoute } from '../route-types';
import { SideTree } from './SideTree';
import { TreePanel } from './TreePanel';
import { resetTreeStore } from './tree-store';
import type { ShellTreeType } from '../route-types';

const FIRST = 1499;
const name = (i: number) =>
  i === 0 ? '锦绣花园' : i === 1 ? '翠湖华庭' : `小区${String(i).padStart(2, '0')}`;

export function communities(count: number, onlyDep: boolean) {
  return Array.from({ length: count }, (_, i) => ({
    id: `dep:${FIRST + i}`,
    text: name(i),
    level: 0,
    parent: 'dep:-1',
    leaf: onlyDep,
    type: 'dep',
    iconCls: 'department',
    agentId: i % 2 ? '2' : '1',
  }));
}

/** A small community > building > unit > room hierarchy behind treeList. */
export function mockTreeList(count = 45) {
  return mockApi('GET', '/h_d/treeList/v2', (call: RecordedCall) => {
    const { node = '', limit = '100', page = '1', onlyDepFlag, agentId } = call.fields;
    const [kind, raw] = node.split(':') as [string, string];
    const id = Number(raw);
    let list: object[];
    if (node === 'dep:-1') {
      list = communities(count, onlyDepFlag === '1').filter((c) => !agentId || c.agentId === agentId);
    } else if (kind === 'dep') {
      list = [1, 2].map((b) => ({
        id: `building:${id * 100 + b}`,
        text: `${b}栋`,
        level: 1,
        parent: node,
        leaf: false,
        type: 'building',
        iconCls: 'building',
      }));
    } else if (kind === 'building') {
      list = ['一单元', '二单元'].map((text, u) => ({
        id: `unit:${id * 10 + u + 1}`,
        text,
        level: 2,
        parent: node,
        leaf: false,
        type: 'unit',
        iconCls: 'unit',
      }));
    } else {
      list = ['101', '102'].map((text, r) => ({
        id: `room:${id * 1000 + r}`,
        text,
        level: 3,
        parent: node,
        leaf: true,
        type: 'room',
        iconCls: 'room',
      }));
    }
    const size = Number(limit);
    const from = (Number(page) - 1) * size;
    return { code: '0', object: { content: list.slice(from, from + size), totalCount: list.length } };
  });
}

// antd titles each row's wrapper with the node's name.
export const ROW_SELECTOR = '.ant-tree-node-content-wrapper';
export const row = (title: string) => screen.getByTitle(title);
export const findRow = (title: string) => screen.findByTitle(title);
export const queryRow = (title: string) => screen.queryByTitle(title);
export const treeNodeOf = (title: string) => row(title).closest('.ant-tree-treenode') as HTMLElement;
export const expand = (title: string) =>
  fireEvent.click(treeNodeOf(title).querySelector('.ant-tree-switcher')!);
/**
 * Waits for rc-tree's own load of a node's children to end. The rows come from the tree store before
 * rc-tree has settled that load: when it ends, rc-tree lays the rows out again with the open nodes of the
 * click that started it, so a collapse clicked in between comes back open (a race of microtasks no
 * pointer can hit; it failed a test in ~1 of 6 runs on a loaded machine).
 */
export async function loadSettled(title: string): Promise<void> {
  await waitFor(() => expect(treeNodeOf(title).classList).not.toContain('ant-tree-treenode-loading'));
  await act(async () => {});
}
export const renderTree = (tree: ShellTreeType, showAll = false) =>
  renderInApp(<SideTree tree={tree} showAll={showAll} onCollapse={() => undefined} />);

/** Registers the per-test resets; call at the top of each file (files share a module graph). */
export function resetTreeBetweenTests(): void {
  beforeEach(() => {
    resetTreeStore();
    clearAreaCache();
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
}

/** One community (锦绣花园, dep:1499) behind treeList. */
export function mockOneCommunity() {
  return mockApi('GET', '/h_d/treeList/v2', {
    code: '0',
    object: {
      totalCount: 1,
      content: [{ id: 'dep:1499', text: '锦绣花园', level: 0, parent: 'dep:-1', leaf: false, type: 'dep' }],
    },
  });
}

/** The layout's tree panel alone, each route rendering it, at `path`. */
export function renderPanelAt(routes: ShellRoute[], path: string) {
  const router = createMemoryRouter(
    routes.map((r) => ({ path: r.path, handle: { name: r.name }, element: <TreePanel /> })),
    { initialEntries: [path] },
  );
  return render(
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <AntApp>
        <RouteTableProvider routes={routes} modules={[]}>
          <RouterProvider router={router} />
        </RouteTableProvider>
      </AntApp>
    </ConfigProvider>,
  );
}
