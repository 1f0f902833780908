// What every module domain receives from createStore(): deterministic randomness, the communities
// and the injected clock.
import type { Faker } from '@faker-js/faker';
import type { CommunityRecord } from '../store/communities.js';

export interface DomainContext {
  faker: (scope: string) => Faker;
  communities: CommunityRecord[];
  now: () => Date;
}
