// Layout preferences the settings drawer and the UI-size menu change and the layout reads (01 §2.5,
// §2.6, §2.9): history tabs on/off, sidebar logo, theme colour, component size. Kept in local storage
// (prefixed, lib/storage) so they survive reloads; one small external store, read with a hook.
import { useSyncExternalStore } from 'react';
import { getItem, setItem } from '@/lib/storage';

/** antd component sizes behind the spec's default / medium / small / mini (01 §2.6). */
export type UiSize = 'default' | 'medium' | 'small' | 'mini';

export interface LayoutPreferences {
  /** History tabs shown (01 §2.5 "can be switched off"). */
  showTabs: boolean;
  /** Logo at the top of the side menu (settings drawer). */
  sidebarLogo: boolean;
  /** Primary colour chosen in the settings drawer; undefined = the role's theme default. */
  themeColor?: string;
  uiSize: UiSize;
}

const STORAGE_KEY = 'layout_preferences';
const DEFAULTS: LayoutPreferences = { showTabs: true, sidebarLogo: false, uiSize: 'default' };

function read(): LayoutPreferences {
  const stored = getItem<Partial<LayoutPreferences>>(STORAGE_KEY);
  return { ...DEFAULTS, ...(stored && typeof stored === 'object' ? stored : {}) };
}

let preferences: LayoutPreferences = read();
const listeners = new Set<() => void>();

export function getLayoutPreferences(): LayoutPreferences {
  return preferences;
}

export function updateLayoutPreferences(patch: Partial<LayoutPreferences>): void {
  preferences = { ...preferences, ...patch };
  setItem(STORAGE_KEY, preferences);
  for (const listener of listeners) listener();
}

/** Tests: forget in-memory state and re-read storage. */
export function reloadLayoutPreferences(): void {
  preferences = read();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLayoutPreferences(): LayoutPreferences {
  return useSyncExternalStore(subscribe, getLayoutPreferences, getLayoutPreferences);
}
