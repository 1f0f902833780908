import { describe, expect, it, vi } from 'vitest';
import { createFormDialogStore } from './form-dialog-store';

describe('form dialog store', () => {
  it('opens to add or to edit a record and tells its subscribers', () => {
    const store = createFormDialogStore();
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.get()).toEqual({ open: false });
    store.open();
    expect(store.get()).toEqual({ open: true, row: undefined });
    store.open({ id: 7, name: '1号门口机' });
    expect(store.get()).toEqual({ open: true, row: { id: 7, name: '1号门口机' } });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps the record while closing (the title stays) and ignores a second close', () => {
    const store = createFormDialogStore();
    store.open({ id: 7 });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.close();
    store.close();
    expect(store.get()).toEqual({ open: false, row: { id: 7 } });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.open();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
