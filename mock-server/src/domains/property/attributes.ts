// Deterministic defaults of what the console shows about communities, buildings, units and rooms but
// the tree data does not carry (property company, areas, usage, elevators …). Each value is drawn from a
// small generator seeded by MOCK_SEED and the node id, so it is the same every run and costs nothing
// until a node is shown; edits are kept in the property state and win over these.
import { formatDateTime } from '../../store/clock.js';
import { hashScope } from '../../store/random.js';
import type { CommunityRecord } from '../../store/index.js';
import type { Store } from '../store.js';
import type { RoomRecord } from '../../store/communities.js';
import { agentById } from '../../store/agents.js';
import {
  propertyState,
  type BuildingExtra,
  type CommunityExtra,
  type RoomExtra,
  type UnitExtra,
} from './state.js';

const DAY_MS = 86_400_000;

/** mulberry32: a tiny seeded generator in [0, 1). */
export function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const SURNAMES = [
  '王',
  '李',
  '张',
  '刘',
  '陈',
  '杨',
  '黄',
  '赵',
  '吴',
  '周',
  '徐',
  '孙',
  '马',
  '朱',
  '胡',
  '郭',
];
const GIVEN_NAMES = [
  '建国',
  '丽华',
  '志强',
  '秀英',
  '伟',
  '敏',
  '静',
  '磊',
  '洋',
  '婷',
  '军',
  '芳',
  '勇',
  '娟',
  '涛',
  '霞',
];

const randomOf = (store: Store, scope: string) => generator(hashScope(store.seed, scope));
const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

export function communityExtra(store: Store, community: CommunityRecord): CommunityExtra {
  const state = propertyState(store);
  let extra = state.communities.get(community.depId);
  if (!extra) {
    // A cheap generator, not a Faker: the list reads every visible community (MOCK_SCALE may be 10,000).
    const random = randomOf(store, `property:community:${community.depId}`);
    const agent = agentById(community.agentId);
    const digits = (n: number) => Array.from({ length: n }, () => Math.floor(random() * 10)).join('');
    extra = {
      propertyCompany: agent && agent.parentAgentId ? agent.agentName : `${community.depName}物业服务中心`,
      contactName: pick(random, SURNAMES) + pick(random, GIVEN_NAMES),
      contactPhone: `1${pick(random, ['3', '5', '8'])}${digits(9)}`,
      remark: null,
      createTime: formatDateTime(
        new Date(
          store.now().getTime() - Math.floor(400 + random() * 1600) * DAY_MS - Math.floor(random() * DAY_MS),
        ),
      ),
    };
    state.communities.set(community.depId, extra);
  }
  return extra;
}

export function buildingExtra(store: Store, buildingId: number): BuildingExtra {
  return propertyState(store).buildings.get(buildingId) ?? { floors: null, remark: null };
}

export function unitExtra(store: Store, unitId: number, floors: number): UnitExtra {
  const kept = propertyState(store).units.get(unitId);
  if (kept) return kept;
  const random = randomOf(store, `property:unit:${unitId}`);
  return { hasElevator: floors > 6 || random() < 0.3 ? 1 : 0, remark: null };
}

/**
 * Usage by floor: a few ground-floor rooms are shops; areas fit the usage. The status drawn here is
 * that of a room nobody lives in (空置 or 装修中); rooms with residents take theirs from them
 * (hierarchy-records.ts roomStatus).
 */
export function roomExtra(store: Store, room: RoomRecord): RoomExtra {
  const kept = propertyState(store).rooms.get(room.roomNumberId);
  if (kept) return kept;
  const random = randomOf(store, `property:room:${room.roomNumberId}`);
  const usage = room.floor === 1 && random() < 0.15 ? 2 : 1;
  const area = usage === 2 ? 40 + random() * 80 : 60 + random() * 85;
  const roll = random();
  const status = roll < 0.85 ? 3 : 4;
  return { area: Math.round(area * 100) / 100, usage, status, remark: null };
}

export { pick, randomOf };
