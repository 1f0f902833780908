// The first residents of the 住户 list: 18 in each of the first two communities, placed from their own
// Faker scope ('residents') over the hierarchy, created when the data set was made, each with a national
// ID number (scope 'residents:cards'). The 住户 seed starts with them, the Report page's seeded export
// lists those of the first community, and the people of the security records (captures, access
// records, alarms: security/seeds/common.ts poolOf, alerts-seed.ts) are these residents, so 人员查询,
// 轨迹追踪 and 住户管理 find the person of a capture or an alarm. Authorization period per 02 §5
// ('' = unlimited).
import type { Faker } from '@faker-js/faker';
import { Hierarchy, type CommunityRecord } from '#mock/store/communities.js';
import { formatDateTime } from '#mock/store/clock.js';
import { BIRTHPLACES, idCardNo, personName } from '#mock/lib/people.js';
import {
  RESIDENT_TYPE_LABELS,
  residentPlace,
  type ResidentPlace,
  type ResidentTypeLabel,
} from './resident-types.js';

export interface SeededResident extends ResidentPlace {
  userName: string;
  /** 18-digit national ID number */
  cardNo: string;
  /** 11-digit mobile */
  phone: string;
  userType: ResidentTypeLabel;
  createTime: string;
  /** '' = unlimited */
  authEndTime: string;
}

/** Communities that get these residents, and how many per community. */
const SEEDED_COMMUNITIES = 2;
const SEEDED_PER_COMMUNITY = 18;

/** 02 §5: owner and family are authorised without end ('' here), the others for a year. */
function authEnd(type: ResidentTypeLabel, start: string): string {
  return type === '业主' || type === '家属' ? '' : `${Number(start.slice(0, 4)) + 1}${start.slice(4)}`;
}

/** What the list is made from: the data set's randomness, its communities and when it was made. */
export interface SeededResidentsSource {
  faker: (scope: string) => Faker;
  communities: CommunityRecord[];
  createdAt: Date;
}

/**
 * Made once per data set: the list depends only on the randomness, the communities and the creation
 * time, so every caller of one store (the store itself, its domains' contexts, the alarm seed) gets the
 * same list. Read-only.
 */
const made = new WeakMap<
  SeededResidentsSource['faker'],
  WeakMap<CommunityRecord[], Map<number, SeededResident[]>>
>();

/** The seeded residents of this data set, in order (the same list on every call). */
export function seededResidents(store: SeededResidentsSource): SeededResident[] {
  let byCommunities = made.get(store.faker);
  if (!byCommunities) made.set(store.faker, (byCommunities = new WeakMap()));
  let byTime = byCommunities.get(store.communities);
  if (!byTime) byCommunities.set(store.communities, (byTime = new Map()));
  let list = byTime.get(store.createdAt.getTime());
  if (list) return list;
  const faker = store.faker('residents');
  const cards = store.faker('residents:cards');
  // Same Faker scopes as the store's hierarchy, so the same buildings, units and rooms.
  const hierarchy = new Hierarchy(store.faker);
  const now = formatDateTime(store.createdAt);
  list = [];
  for (const community of store.communities.slice(0, SEEDED_COMMUNITIES)) {
    for (let i = 0; i < SEEDED_PER_COMMUNITY; i++) {
      const building = faker.helpers.arrayElement(hierarchy.buildingsOf(community.depId));
      const unit = faker.helpers.arrayElement(hierarchy.unitsOf(building.buildingId));
      const room = faker.helpers.arrayElement(hierarchy.roomsOf(unit.unitId));
      const userType = faker.helpers.weightedArrayElement<ResidentTypeLabel>([
        { weight: 5, value: RESIDENT_TYPE_LABELS[0] },
        { weight: 3, value: RESIDENT_TYPE_LABELS[1] },
        { weight: 2, value: RESIDENT_TYPE_LABELS[2] },
        { weight: 1, value: RESIDENT_TYPE_LABELS[3] },
        { weight: 1, value: RESIDENT_TYPE_LABELS[4] },
      ]);
      list.push({
        ...residentPlace(community, building, unit, room),
        userName: personName(faker),
        cardNo: idCardNo(cards, cards.helpers.arrayElement(BIRTHPLACES)),
        phone: `1${faker.helpers.arrayElement(['3', '5', '7', '8', '9'])}${faker.string.numeric(9)}`,
        userType,
        createTime: now,
        authEndTime: authEnd(userType, now),
      });
    }
  }
  byTime.set(store.createdAt.getTime(), list);
  return list;
}
