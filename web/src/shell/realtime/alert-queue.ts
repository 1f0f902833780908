// The alert pop-up queue (01 §4): one pop-up at a time; alerts that arrive while one is open are
// cached per kind (a newer alert of a kind replaces the cached one, keeping its place) and shown, in
// arrival order, when the open one closes; 退出前不再提示 silences a kind until logout.
import { useSyncExternalStore } from 'react';
import type { AlertType } from '@/lib/constants/alerts';
import type { AlertRecord } from '@/lib/realtime/alert-lookups';

export type AlertItem = AlertRecord & { key: number };

export interface AlertQueueState {
  current: AlertItem | undefined;
  /** At most one per kind, in the order the kinds arrived. */
  pending: readonly AlertItem[];
  suppressed: ReadonlySet<AlertType>;
}

export const EMPTY_QUEUE: AlertQueueState = { current: undefined, pending: [], suppressed: new Set() };

/** A new alert: shown at once when nothing is open, else cached for its kind. Silenced kinds drop. */
export function offerAlert(state: AlertQueueState, item: AlertItem): AlertQueueState {
  if (state.suppressed.has(item.type)) return state;
  if (!state.current) return { ...state, current: item };
  const at = state.pending.findIndex((p) => p.type === item.type);
  const pending = at === -1 ? [...state.pending, item] : state.pending.map((p, i) => (i === at ? item : p));
  return { ...state, pending };
}

/** Closes the open pop-up (optionally silencing its kind) and shows the next cached one. */
export function dismissAlert(state: AlertQueueState, options: { suppress?: boolean } = {}): AlertQueueState {
  const current = state.current;
  if (!current) return state;
  let { suppressed, pending } = state;
  if (options.suppress) {
    suppressed = new Set(suppressed).add(current.type);
    pending = pending.filter((p) => p.type !== current.type);
  }
  const [next, ...rest] = pending;
  return { current: next, pending: rest, suppressed };
}

export function isSuppressed(state: AlertQueueState, type: AlertType): boolean {
  return state.suppressed.has(type);
}

// ── the console's one queue ──
let state: AlertQueueState = EMPTY_QUEUE;
let nextKey = 1;
const listeners = new Set<() => void>();

function setState(next: AlertQueueState): void {
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}

export const alertQueue = {
  get: (): AlertQueueState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  offer(record: AlertRecord): void {
    setState(offerAlert(state, { ...record, key: nextKey++ }));
  },
  dismiss(options?: { suppress?: boolean }): void {
    setState(dismissAlert(state, options));
  },
  isSuppressed: (type: AlertType): boolean => isSuppressed(state, type),
  /** Logout: nothing cached, nothing silenced. */
  reset(): void {
    setState(EMPTY_QUEUE);
  },
};

export function useAlertQueue(): AlertQueueState {
  return useSyncExternalStore(alertQueue.subscribe, alertQueue.get);
}
