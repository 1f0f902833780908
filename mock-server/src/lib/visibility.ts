// Which communities a session may see (its agent and the agents below it), as a set of ids.
import type { CommunityRecord } from '../store/communities.js';
import { visibleCommunities } from '../domains/tree/tree.js';
import type { UserRecord } from '../store/users.js';

export function visibleDepIds(communities: CommunityRecord[], user: UserRecord): Set<number> {
  return new Set(visibleCommunities(communities, user).map((c) => c.depId));
}

export { visibleCommunities };
