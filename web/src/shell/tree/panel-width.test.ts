// 01 §2.10, §4, §9: collapse to 15 px, re-open at the remembered width (min 215 px), persisted.
import { afterEach, describe, expect, it } from 'vitest';
import {
  TREE_COLLAPSED_WIDTH,
  TREE_DEFAULT_OPEN_WIDTH,
  TREE_MAX_OPEN_WIDTH,
  TREE_MIN_OPEN_WIDTH,
} from '@/lib/constants/side-tree';
import { getItem, setItem } from '@/lib/storage';
import {
  clampWidth,
  displayedWidth,
  dragged,
  getPanelState,
  PANEL_STORAGE_KEY,
  parsePanelState,
  reloadPanelState,
  setPanelState,
  toggled,
} from './panel-width';

afterEach(() => reloadPanelState());

describe('side tree panel width', () => {
  it('01 §9: collapsed it is a 15 px strip; open it has its width', () => {
    expect(displayedWidth({ open: false, width: 300 })).toBe(TREE_COLLAPSED_WIDTH);
    expect(TREE_COLLAPSED_WIDTH).toBe(15);
    expect(displayedWidth({ open: true, width: 300 })).toBe(300);
  });

  it('01 §4: collapse and re-open keep the remembered width', () => {
    const closed = toggled({ open: true, width: 320 });
    expect(closed).toEqual({ open: false, width: 320 });
    expect(toggled(closed)).toEqual({ open: true, width: 320 });
  });

  it('01 §9: re-opening never goes under 215 px', () => {
    expect(TREE_MIN_OPEN_WIDTH).toBe(215);
    expect(toggled({ open: false, width: 100 })).toEqual({ open: true, width: 215 });
    expect(clampWidth(15)).toBe(215);
  });

  it('dragging follows the pointer within 215–480 px', () => {
    expect(dragged(240, 60)).toBe(300);
    expect(dragged(240, -200)).toBe(TREE_MIN_OPEN_WIDTH);
    expect(dragged(240, 1000)).toBe(TREE_MAX_OPEN_WIDTH);
    expect(clampWidth(Number.NaN)).toBe(TREE_DEFAULT_OPEN_WIDTH);
  });

  it('01 §4: the open state and width are stored and read back', () => {
    setPanelState({ open: false, width: 333 });
    expect(getItem(PANEL_STORAGE_KEY)).toEqual({ open: false, width: 333 });
    reloadPanelState();
    expect(getPanelState()).toEqual({ open: false, width: 333 });
  });

  it('a drag in progress is not stored until it ends', () => {
    setItem(PANEL_STORAGE_KEY, { open: true, width: 250 });
    reloadPanelState();
    setPanelState({ open: true, width: 400 }, { persist: false });
    expect(getPanelState().width).toBe(400);
    expect(getItem(PANEL_STORAGE_KEY)).toEqual({ open: true, width: 250 });
  });

  it('foreign stored values fall back to the defaults', () => {
    expect(parsePanelState('wide')).toEqual({ open: true, width: TREE_DEFAULT_OPEN_WIDTH });
    expect(parsePanelState({ open: 'yes', width: 9999 })).toEqual({ open: true, width: TREE_MAX_OPEN_WIDTH });
  });
});
