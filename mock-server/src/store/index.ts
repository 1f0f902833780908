// The mock server's data set: made deterministically from (seed, scale), changed by writes, thrown
// away by /__mock/reset. It holds data only: the areas, communities, agents, dictionaries and users,
// the sessions, the clock and the seeded randomness. The store the handlers reach as ctx.store adds
// the resource tables and the module domains' state to it (domains/store.ts); the rules that read and
// write it live in the domain folders (domains/<tag>/). Nothing here imports domains/ or resources/.
import type { Faker } from '@faker-js/faker';
import { AGENTS, type AgentRecord } from './agents.js';
import { Hierarchy, makeCommunities, type CommunityRecord } from './communities.js';
import { DICTS, type DictItem } from './dicts.js';
import { fakerFor } from './random.js';
import { flattenAreas, type AreaRecord, type StreetRecord } from './seed/areas.js';
import { demoUsers, type UserRecord } from './users.js';
import { Sessions, DEFAULT_LIFETIMES, type SessionLifetimes } from './sessions.js';

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

export interface DataStore {
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
}

export function createDataStore(options: StoreOptions): DataStore {
  const { seed, scale } = options;
  const now = options.now ?? (() => new Date());
  const faker = (scope: string) => fakerFor(seed, scope);
  const { areas, streets } = flattenAreas();
  const communities = makeCommunities(faker('communities'), scale, streets);
  const users = demoUsers();
  const createdAt = now();
  return {
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
  };
}
