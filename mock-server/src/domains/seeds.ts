// Seed modules of the generated resources, by folder (= contract tag).
import type { ResourceName, ResourceSeed } from '../resources/types.js';
import { communitySeeds } from './community/seeds/index.js';
import { deviceSeeds } from './device/seeds/index.js';
import { operationSeeds } from './operation/seeds/index.js';
import { securitySeeds } from './security/seeds/index.js';
import { propertySeeds } from './property/seeds/index.js';
import { parkingSeeds } from './parking/seeds/index.js';
import { feeSeeds } from './fee/seeds/index.js';
import { attendanceSeeds } from './attendance/seeds/index.js';
import { systemSeeds } from './system/seeds/index.js';

export const seeds: Partial<Record<ResourceName, ResourceSeed>> = {
  ...deviceSeeds,
  ...communitySeeds,
  ...operationSeeds,
  ...securitySeeds,
  ...propertySeeds,
  ...parkingSeeds,
  ...feeSeeds,
  ...attendanceSeeds,
  ...systemSeeds,
};
