// The mock server's whole state: made deterministically from (seed, scale), changed by writes,
// thrown away by /__mock/reset. Handlers reach it as ctx.store. It holds data: the data set
// (communities, users, dictionaries), sessions, clock and seeded randomness, the resource tables and
// each module domain's state (made by domains/states.ts); the rules that read and write it live in
// the domain folders (domains/<tag>/).
import type { Faker } from '@faker-js/faker';
import { AGENTS, type AgentRecord } from './agents.js';
import { Hierarchy, makeCommunities, type CommunityRecord } from './communities.js';
import { DICTS, type DictItem } from './dicts.js';
import { fakerFor } from './random.js';
import { flattenAreas, type AreaRecord, type StreetRecord } from './seed/areas.js';
import { demoUsers, type UserRecord } from './users.js';
import { Sessions, DEFAULT_LIFETIMES, type SessionLifetimes } from './sessions.js';
import { LoginThrottle } from '../domains/auth/login-throttle.js';
import { createModuleDomains, type ModuleDomains } from '../domains/states.js';
import { ResourceStore } from '../resources/store.js';
import { wireOperationTables } from '../domains/operation/seeds/wiring.js';

export type { UserRecord } from './users.js';
export type { Session } from './sessions.js';
export type { CommunityRecord } from './communities.js';

export interface StoreOptions {
  seed: number;
  scale: number;
  now?: () => Date;
  /** Idle and absolute session lifetimes (defaults: 30 min, 12 h). */
  sessionLifetimes?: SessionLifetimes;
}

export interface Store {
  readonly seed: number;
  readonly scale: number;
  now(): Date;
  /** When this data set was made (the creation time of the records seeded with it). */
  readonly createdAt: Date;
  faker(scope: string): Faker;
  areas: AreaRecord[];
  streets: StreetRecord[];
  agents: AgentRecord[];
  communities: CommunityRecord[];
  hierarchy: Hierarchy;
  dicts: Record<string, DictItem[]>;
  users: UserRecord[];
  sessions: Sessions;
  loginThrottle: LoginThrottle;
  // the module domains' state (made by domains/states.ts)
  alerts: ModuleDomains['alerts'];
  notices: ModuleDomains['notices'];
  messages: ModuleDomains['messages'];
  uploads: ModuleDomains['uploads'];
  face: ModuleDomains['face'];
  sms: ModuleDomains['sms'];
  datapump: ModuleDomains['datapump'];
  layouts: ModuleDomains['layouts'];
  video: ModuleDomains['video'];
  carCameras: ModuleDomains['carCameras'];
  myAccount: ModuleDomains['myAccount'];
  editions: ModuleDomains['editions'];
  support: ModuleDomains['support'];
  privacy: ModuleDomains['privacy'];
  /** Tables of the generated resources (openapi/resources/), seeded on first use. */
  resources: ResourceStore;
}

export function createStore(options: StoreOptions): Store {
  const { seed, scale } = options;
  const now = options.now ?? (() => new Date());
  const faker = (scope: string) => fakerFor(seed, scope);
  const { areas, streets } = flattenAreas();
  const communities = makeCommunities(faker('communities'), scale, streets);
  const users = demoUsers();
  const createdAt = now();
  const store: Store = {
    seed,
    scale,
    now,
    createdAt,
    faker,
    areas,
    streets,
    agents: AGENTS,
    communities,
    hierarchy: new Hierarchy(faker),
    dicts: structuredClone(DICTS),
    users,
    sessions: new Sessions(now, options.sessionLifetimes ?? DEFAULT_LIFETIMES),
    loginThrottle: new LoginThrottle(now),
    ...createModuleDomains({ faker, communities, now, users, createdAt }),
    // Assigned right below: the resource tables read the rest of the store.
    resources: undefined as unknown as ResourceStore,
  };
  store.resources = new ResourceStore(store);
  wireOperationTables(store);
  return store;
}
