// Seed modules of the generated resources, by folder (= contract tag).
import type { ResourceName, ResourceSeed } from '../types.js';
import { communitySeeds } from './community/index.js';
import { deviceSeeds } from './device/index.js';
import { operationSeeds } from './operation/index.js';
import { securitySeeds } from './security/index.js';
import { propertySeeds } from './property/index.js';
import { parkingSeeds } from './parking/index.js';
import { feeSeeds } from './fee/index.js';
import { attendanceSeeds } from './attendance/index.js';
import { systemSeeds } from './system/index.js';

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
