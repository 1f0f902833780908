// The store the handlers reach as ctx.store: the data set of store/ (areas, communities, users,
// dictionaries, sessions, clock, seeded randomness) with, bound to it, the login throttle, the module
// domains' state (states.ts) and the tables of the generated resources. Made whole by createStore(),
// thrown away by /__mock/reset.
import { createDataStore, type DataStore, type StoreOptions } from '../store/index.js';
import { ResourceStore } from '../resources/store.js';
import { LoginThrottle } from './auth/login-throttle.js';
import { wireOperationTables } from './operation/seeds/wiring.js';
import { createModuleDomains, type ModuleDomains } from './states.js';

export interface Store extends DataStore, ModuleDomains {
  loginThrottle: LoginThrottle;
  /** Tables of the generated resources (openapi/resources/), seeded on first use. */
  resources: ResourceStore;
}

export function createStore(options: StoreOptions): Store {
  const data = createDataStore(options);
  const { faker, communities, now, users, createdAt } = data;
  const store: Store = Object.assign(data, {
    loginThrottle: new LoginThrottle(now),
    ...createModuleDomains({ faker, communities, now, users, createdAt }),
    // Assigned right below: the resource tables read the rest of the store.
    resources: undefined as unknown as ResourceStore,
  });
  store.resources = new ResourceStore(store);
  wireOperationTables(store);
  return store;
}
