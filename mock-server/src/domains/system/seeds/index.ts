// 系统管理 seeds.
import type { ResourceName, ResourceSeed } from '#mock/resources/types.js';
import { systemRole, systemUser } from './accounts.js';
import { systemAccount, systemCompanion, systemDepartment } from './organisation.js';
import { appParam, callChargeParam, faceChargeParam, securityMode, systemParam } from './parameters.js';
import { alarmLinkage, planeMap, planeMapMarker } from './settings.js';

export const systemSeeds: Partial<Record<ResourceName, ResourceSeed>> = {
  SystemCompanion: systemCompanion,
  SystemDepartment: systemDepartment,
  SystemAccount: systemAccount,
  SystemRole: systemRole,
  SystemUser: systemUser,
  AppParam: appParam,
  FaceChargeParam: faceChargeParam,
  CallChargeParam: callChargeParam,
  SecurityMode: securityMode,
  SystemParam: systemParam,
  PlaneMap: planeMap,
  PlaneMapMarker: planeMapMarker,
  AlarmLinkage: alarmLinkage,
};
