// 安防监控 seeds.
import type { ResourceName, ResourceSeed } from '#mock/resources/types.js';
import { guestRecord, inOutRecord, macRecord } from './access.js';
import {
  carControl,
  dutyArea,
  idCardControl,
  nativePlaceControl,
  tagControl,
  taskAssignment,
  warningDeclaration,
} from './control.js';
import { carSnapshot, doorSnapshot, faceSnapshot } from './snapshots.js';
import { smartHomeAlarm } from './smart-home.js';
import { doorAlarm, goAwayWarning, manholeAlarm, strangerOverLimit, tagWarning } from './warnings.js';

export const securitySeeds: Partial<Record<ResourceName, ResourceSeed>> = {
  InOutRecord: inOutRecord,
  GuestRecord: guestRecord,
  MacRecord: macRecord,
  DoorSnapshot: doorSnapshot,
  FaceSnapshot: faceSnapshot,
  CarSnapshot: carSnapshot,
  DutyArea: dutyArea,
  TaskAssignment: taskAssignment,
  IdCardControl: idCardControl,
  NativePlaceControl: nativePlaceControl,
  TagControl: tagControl,
  WarningDeclaration: warningDeclaration,
  CarControl: carControl,
  DoorAlarm: doorAlarm,
  ManholeAlarm: manholeAlarm,
  TagWarning: tagWarning,
  StrangerOverLimit: strangerOverLimit,
  GoAwayWarning: goAwayWarning,
  SmartHomeAlarm: smartHomeAlarm,
};
