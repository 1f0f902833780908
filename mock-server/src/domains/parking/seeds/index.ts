// 停车管理 seeds.
import type { ResourceName, ResourceSeed } from '#mock/resources/types.js';
import { parkLot, parkOrder, parkRecord, parkVehicle } from './park.js';

export const parkingSeeds: Partial<Record<ResourceName, ResourceSeed>> = {
  ParkLot: parkLot,
  ParkVehicle: parkVehicle,
  ParkOrder: parkOrder,
  ParkRecord: parkRecord,
};
