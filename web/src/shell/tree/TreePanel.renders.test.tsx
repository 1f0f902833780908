// The panel renders once when it mounts (its height is measured a frame later, not through an
// element kept in state, which would render the panel and the tree in it a second time inside the commit).
// Counts the panel's renders of the tree through a module mock, so the file runs in a module graph of
// its own (vitest.config.ts: web-isolated).
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { shellRoute } from '@/test/fixtures';
import type * as SideTreeModule from './SideTree';
import { mockOneCommunity, renderPanelAt } from './side-tree-testing';

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
  it('mounting the panel renders the tree once', async () => {
    mockOneCommunity();
    renderPanelAt(ROUTES, '/estate/DoorDevice');
    expect(await screen.findByTitle('锦绣花园')).toBeTruthy();
    expect(panelRenders.count).toBe(1);
  });
});
