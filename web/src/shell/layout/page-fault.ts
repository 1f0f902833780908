// A call that failed with HTTP 403/404/405 or 500–504 while the console's layout is open (01 §8): its
// error page shows in the content area of the tab it happened in, instead of replacing the console
// (docs/adr/0063). Kept per page path until 重试 or until the operator leaves the tab; without the
// layout (login, no session) the request layer goes to the error route.
import { useSyncExternalStore } from 'react';
import { ERROR_404_PATH, ERROR_500_PATH } from '@/lib/constants/routes';
import { onSessionEnd } from '../session/session-store';

export type PageFaultKind = 'error-404' | 'error-500';

const KIND_OF_PATH: Readonly<Record<string, PageFaultKind>> = {
  [ERROR_404_PATH]: 'error-404',
  [ERROR_500_PATH]: 'error-500',
};

let openLayouts = 0;
let faults: ReadonlyMap<string, PageFaultKind> = new Map();
const listeners = new Set<() => void>();

function publish(next: ReadonlyMap<string, PageFaultKind>): void {
  faults = next;
  for (const listener of listeners) listener();
}

/** The layout is mounted: faults show inside it. Returns the cleanup for its unmount. */
export function openLayoutForFaults(): () => void {
  openLayouts += 1;
  return () => {
    openLayouts -= 1;
  };
}

/**
 * The request layer wants to go to `errorPath` while `pagePath` shows: true when the layout takes it
 * (the page's tab shows the error), false when the caller should navigate to the error route.
 */
export function reportPageFault(errorPath: string, pagePath: string): boolean {
  const kind = KIND_OF_PATH[errorPath];
  if (!kind || openLayouts === 0 || pagePath in KIND_OF_PATH) return false;
  if (faults.get(pagePath) !== kind) publish(new Map(faults).set(pagePath, kind));
  return true;
}

/** Clears the error of `pagePath`; true when it had one. */
export function clearPageFault(pagePath: string): boolean {
  if (!faults.has(pagePath)) return false;
  const next = new Map(faults);
  next.delete(pagePath);
  publish(next);
  return true;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function usePageFault(pagePath: string): PageFaultKind | undefined {
  return useSyncExternalStore(subscribe, () => faults.get(pagePath));
}

onSessionEnd(() => publish(new Map()));
