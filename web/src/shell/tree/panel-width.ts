// Open state and width of the side tree panel (01 §2.10, §4, §9): collapsed it is a 15 px strip;
// re-opened it takes the remembered width, never under 215 px. Kept in local storage (lib/storage) so
// a reload keeps it; logout does not reset it (it is a preference, not tree state).
import { useSyncExternalStore } from 'react';
import {
  TREE_COLLAPSED_WIDTH,
  TREE_DEFAULT_OPEN_WIDTH,
  TREE_MAX_OPEN_WIDTH,
  TREE_MIN_OPEN_WIDTH,
} from '@/lib/constants/side-tree';
import { getItem, setItem } from '@/lib/storage';

export interface PanelState {
  open: boolean;
  /** The width the panel has when open (remembered while collapsed). */
  width: number;
}

export const PANEL_STORAGE_KEY = 'side_tree_panel';
const DEFAULT_STATE: PanelState = { open: true, width: TREE_DEFAULT_OPEN_WIDTH };

/** An open width within [215, 480]; anything unreadable becomes the default width. */
export function clampWidth(width: number): number {
  if (!Number.isFinite(width)) return TREE_DEFAULT_OPEN_WIDTH;
  return Math.min(TREE_MAX_OPEN_WIDTH, Math.max(TREE_MIN_OPEN_WIDTH, Math.round(width)));
}

/** What the panel occupies on screen. */
export function displayedWidth(state: PanelState): number {
  return state.open ? clampWidth(state.width) : TREE_COLLAPSED_WIDTH;
}

/** 01 §4: collapse toggles between the 15 px strip and the remembered width. */
export function toggled(state: PanelState): PanelState {
  return { open: !state.open, width: clampWidth(state.width) };
}

/** Width after dragging the handle `dx` px from where the drag started. */
export function dragged(startWidth: number, dx: number): number {
  return clampWidth(startWidth + dx);
}

/** Reads a stored state; foreign or broken values fall back to the defaults field by field. */
export function parsePanelState(stored: unknown): PanelState {
  if (typeof stored !== 'object' || stored === null) return DEFAULT_STATE;
  const { open, width } = stored as Partial<Record<keyof PanelState, unknown>>;
  return {
    open: typeof open === 'boolean' ? open : DEFAULT_STATE.open,
    width: typeof width === 'number' ? clampWidth(width) : DEFAULT_STATE.width,
  };
}

let state: PanelState = parsePanelState(getItem(PANEL_STORAGE_KEY));
const listeners = new Set<() => void>();

export function getPanelState(): PanelState {
  return state;
}

/** `persist: false` while a drag is under way; the final width is stored when it ends. */
export function setPanelState(next: PanelState, { persist = true }: { persist?: boolean } = {}): void {
  state = { open: next.open, width: clampWidth(next.width) };
  if (persist) setItem(PANEL_STORAGE_KEY, state);
  for (const listener of listeners) listener();
}

/** Tests: forget the in-memory state and read storage again. */
export function reloadPanelState(): void {
  state = parsePanelState(getItem(PANEL_STORAGE_KEY));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePanelState(): PanelState {
  return useSyncExternalStore(subscribe, getPanelState, getPanelState);
}
