// The mutable state behind one app instance: the store (replaced on reset), faults, and the list of
// responses that broke the contract (read by tests through GET /__mock/violations).
import { Faults } from './contract/faults.js';
import { createStore, type Store, type StoreOptions } from './store/index.js';

export interface MockState {
  store: Store;
  faults: Faults;
  violations: { operationId: string; detail: string }[];
  reset(): void;
}

export function createState(options: StoreOptions): MockState {
  const state: MockState = {
    store: createStore(options),
    faults: new Faults(),
    violations: [],
    reset() {
      state.store = createStore(options);
      state.faults.clear();
      state.violations = [];
    },
  };
  return state;
}
