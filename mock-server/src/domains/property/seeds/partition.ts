// 分区: three to four zones in each of the first ten communities, named by where they lie, each with
// the buildings it holds and often a person in charge.
import type { ResourceSeed } from '#mock/resources/types.js';
import { mobile, personName } from './common.js';

const ZONES = [
  { name: '东区', type: 1 },
  { name: '西区', type: 1 },
  { name: '南区', type: 1 },
  { name: '北区', type: 1 },
  { name: '沿街商铺', type: 2 },
  { name: '地下车库', type: 3 },
  { name: '中心花园', type: 4 },
];
const PER_COMMUNITY = 3;

export const propertyPartition: ResourceSeed = {
  count: 30,
  make(ctx, i) {
    const { faker, store } = ctx;
    const community = store.communities[Math.floor(i / PER_COMMUNITY) % store.communities.length]!;
    const slot = i % PER_COMMUNITY;
    const zone = slot < 2 ? ZONES[slot]! : faker.helpers.arrayElement(ZONES.slice(4));
    const buildings = store.hierarchy.buildingsOf(community.depId);
    const half = Math.ceil(buildings.length / 2);
    const mine = zone.type === 1 ? (slot === 0 ? buildings.slice(0, half) : buildings.slice(half)) : [];
    const managed = faker.datatype.boolean(0.8);
    return {
      name: zone.name,
      depId: community.depId,
      partitionType: zone.type,
      buildingScope: mine.length ? mine.map((b) => b.buildingName).join('、') : null,
      managerName: managed ? personName(faker) : null,
      managerPhone: managed ? mobile(faker) : null,
      sort: slot + 1,
      createTime: ctx.daysAgo(faker.number.int({ min: 60, max: 900 })),
    };
  },
};
