// Whether a list page's add / edit dialog is open, and for which record, held apart from the page: the
// 新增 or 编辑 click renders only the dialog's host (FormDialogHost), not the page's search card, toolbar
// and table (docs/adr/0078).
import { useSyncExternalStore } from 'react';
import type { Row } from './types';

export interface FormDialogState {
  open: boolean;
  /** The record being edited; undefined to add. Kept while the dialog closes, so its title stays. */
  row?: Row;
}

export interface FormDialogStore {
  get(): FormDialogState;
  subscribe(listener: () => void): () => void;
  /** Opens the dialog to add (no row) or to edit `row`. */
  open(row?: Row): void;
  close(): void;
}

const CLOSED: FormDialogState = { open: false };

export function createFormDialogStore(): FormDialogStore {
  let state = CLOSED;
  const listeners = new Set<() => void>();
  const set = (next: FormDialogState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    open: (row) => set({ open: true, row }),
    close() {
      if (state.open) set({ ...state, open: false });
    },
  };
}

export function useFormDialogState(store: FormDialogStore): FormDialogState {
  return useSyncExternalStore(store.subscribe, store.get);
}
