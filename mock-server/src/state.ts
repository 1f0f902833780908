// The mutable state behind one app instance: the store (replaced on reset), faults, and the list of
// responses that broke the contract (read by tests through GET /__mock/violations).
import type { Faker } from '@faker-js/faker';
import { Faults } from './contract/faults.js';
import { systemNoticeFrame } from './realtime/frames.js';
import { createRealtimeHub, type RealtimeHub } from './realtime/hub.js';
import type { StoreOptions } from './store/index.js';
import { createStore, type Store } from './domains/store.js';

export interface MockState {
  store: Store;
  faults: Faults;
  violations: { operationId: string; detail: string }[];
  /** open websockets of the alert, notice and inout channels */
  hub: RealtimeHub;
  /** the Faker behind pushed alerts and records: one per store, so consecutive pushes differ */
  realtimeFaker(): Faker;
  reset(): void;
}

export function createState(options: StoreOptions): MockState {
  let realtime: { store: Store; faker: Faker } | undefined;
  // The backend announces a notice published on the management page to every logged-in console
  // (asyncapi/notice.yaml sys_notice); the consoles then reread /sys/notify/v2 (02 §4).
  const storeWithPushes = (): Store => {
    const store = createStore(options);
    store.notices.onPublished(({ id, title, updateTime, windowLocation }) =>
      state.hub.pushNotice(systemNoticeFrame({ id, title, updateTime, windowLocation })),
    );
    return store;
  };
  const state: MockState = {
    store: storeWithPushes(),
    faults: new Faults(),
    violations: [],
    hub: createRealtimeHub(),
    realtimeFaker() {
      if (realtime?.store !== state.store)
        realtime = { store: state.store, faker: state.store.faker('realtime') };
      return realtime.faker;
    },
    reset() {
      state.store = storeWithPushes();
      state.faults.clear();
      state.violations = [];
      // the old tokens stop working after a reset: their sockets go too
      state.hub.disconnect({});
      state.hub.unsilenceAll();
    },
  };
  return state;
}
