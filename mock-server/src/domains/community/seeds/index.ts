// 社区服务 seeds.
import type { ResourceName, ResourceSeed } from '#mock/resources/types.js';
import { communityCaring } from './caring.js';
import { appletRotation, communityRelease, doorRotation } from './release.js';
import { reportRepair } from './report-repair.js';

export const communitySeeds: Partial<Record<ResourceName, ResourceSeed>> = {
  ReportRepair: reportRepair,
  CommunityRelease: communityRelease,
  DoorRotation: doorRotation,
  AppletRotation: appletRotation,
  CommunityCaring: communityCaring,
};
