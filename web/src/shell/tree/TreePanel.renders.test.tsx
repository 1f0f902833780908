// Issue 9: the panel renders once when it mounts (its height is measured a frame later, not through an
// element kept in state, which rendered the panel and the tree in it a second time inside the commit).
// Counts the panel's renders of the tree through a module mock, so the file runs in a module graph of
// its own (vitest.config.ts: web-isolated).
import { render, screen } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/fetch-mock';
import { shellRoute } from '../../test/fixtures';
import { RouteTableProvider } from '../route-table';
import type * as SideTreeModule from './SideTree';
import { TreePanel } from './TreePanel';

/** Renders of the tree's element by the panel (not the tree's own renders). */
const panelRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./SideTree', async (importOriginal) => {
  const actual = await importOriginal<typeof SideTreeModule>();
  return {
    ...actual,
    SideTree(props: Parameters<typeof actual.SideTree>[0]) {
      panelRenders.count++;
      return <actual.SideTree {...props} />;
    },
  };
});

const ROUTES = [shellRoute('DoorDevice', '/estate/DoorDevice', { module: 'Device', tree: 'NormalTree' })];

describe('side tree panel renders', () => {
  it('issue 9: mounting the panel renders the tree once', async () => {
    mockApi('GET', '/h_d/treeList/v2', {
      code: '0',
      object: {
        totalCount: 1,
        content: [{ id: 'dep:1499', text: '锦绣花园', level: 0, parent: 'dep:-1', leaf: false, type: 'dep' }],
      },
    });
    const router = createMemoryRouter(
      ROUTES.map((r) => ({ path: r.path, handle: { name: r.name }, element: <TreePanel /> })),
      { initialEntries: ['/estate/DoorDevice'] },
    );
    render(
      <ConfigProvider>
        <AntApp>
          <RouteTableProvider routes={ROUTES} modules={[]}>
            <RouterProvider router={router} />
          </RouteTableProvider>
        </AntApp>
      </ConfigProvider>,
    );
    expect(await screen.findByTitle('锦绣花园')).toBeTruthy();
    expect(panelRenders.count).toBe(1);
  });
});
