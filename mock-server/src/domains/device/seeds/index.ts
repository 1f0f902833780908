// 设备管理 seeds.
import type { ResourceName, ResourceSeed } from '#mock/resources/types.js';
import { partitionDevice, propertyDevice } from './access-devices.js';
import { doorDevice } from './door-device.js';
import { indoorDevice } from './indoor-device.js';
import { elevatorHost, manholeCover, parkingHost, smokeDetector, vehicleCamera } from './other-devices.js';
import { diagnosisServer, faceCamera, storageServer, videoDevice } from './video-devices.js';

export const deviceSeeds: Partial<Record<ResourceName, ResourceSeed>> = {
  DoorDevice: doorDevice,
  IndoorDevice: indoorDevice,
  PartitionDevice: partitionDevice,
  PropertyDevice: propertyDevice,
  StorageServer: storageServer,
  VideoDevice: videoDevice,
  DiagnosisServer: diagnosisServer,
  FaceCamera: faceCamera,
  ParkingHost: parkingHost,
  VehicleCamera: vehicleCamera,
  ElevatorHost: elevatorHost,
  ManholeCover: manholeCover,
  SmokeDetector: smokeDetector,
};
