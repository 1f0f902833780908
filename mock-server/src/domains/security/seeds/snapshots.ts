// 抓拍 seeds: 门口机抓拍 (unit doors), 人脸抓拍 (community gates), 车辆抓拍 (the licence-plate cameras
// of the vehicle camera tree, so 车辆监控 shows the cameras it ticks). Residents of the shared pool
// appear in several of them, which is what 轨迹追踪 follows; a resident's face picture is the same in
// each, and a vehicle's picture shows its plate.
import type { ResourceSeed } from '#mock/resources/types.js';
import { personFace, vehiclePhoto } from './faces.js';
import { ageRangeOf, GATES, genderOf, idCard, photo, plate, poolOf, timeOf, unitDoor } from './common.js';

export const SNAPSHOT_COUNT = 120;

export const doorSnapshot: ResourceSeed = {
  count: SNAPSHOT_COUNT,
  make(ctx, i) {
    const { faker: f, store } = ctx;
    const snapType = f.helpers.weightedArrayElement([
      { weight: 3, value: 1 },
      { weight: 2, value: 2 },
      { weight: 4, value: 3 },
      { weight: 1, value: 4 },
    ]);
    const person = f.helpers.arrayElement(poolOf(store).people);
    const named = snapType === 3 || (snapType === 1 && f.datatype.boolean(0.6));
    const place = named ? person : ctx.place(4);
    return {
      ...unitDoor(store, place.unitId),
      depId: place.depId,
      buildingId: place.buildingId,
      unitId: place.unitId,
      snapType,
      personName: named ? person.name : null,
      openResult: snapType === 4 ? 0 : snapType === 2 ? (f.datatype.boolean(0.6) ? 1 : 0) : 1,
      photoUrl: photo('scene', `door-${i + 1}`),
      snapTime: timeOf(ctx, 'DoorSnapshot', i, SNAPSHOT_COUNT, 7),
    };
  },
};

export const faceSnapshot: ResourceSeed = {
  count: SNAPSHOT_COUNT,
  make(ctx, i) {
    const { faker: f, store } = ctx;
    const known = f.datatype.boolean(0.75);
    const person = f.helpers.arrayElement(poolOf(store).people);
    const strangerId = idCard(f);
    const depId = known ? person.depId : ctx.place(4).depId;
    return {
      facePhotoUrl: known ? personFace(person.idCardNo) : photo('face', `face-${i + 1}`),
      personName: known ? person.name : null,
      idCardNo: known ? person.idCardNo : null,
      personType: known ? person.personType : 6,
      gender: known ? person.gender : genderOf(strangerId),
      ageRange: ageRangeOf(known ? person.idCardNo : strangerId, store.now()),
      similarity: known ? f.number.float({ min: 86, max: 99.6, fractionDigits: 1 }) : null,
      depId,
      deviceName: `${f.helpers.arrayElement(GATES)}人脸抓拍机`,
      direction: f.helpers.arrayElement([1, 2]),
      panoramaUrl: photo('scene', `face-${i + 1}-full`),
      snapTime: timeOf(ctx, 'FaceSnapshot', i, SNAPSHOT_COUNT, 7),
    };
  },
};

export const carSnapshot: ResourceSeed = {
  count: SNAPSHOT_COUNT,
  make(ctx, i) {
    const { faker: f, store } = ctx;
    const known = f.datatype.boolean(0.7);
    const vehicle = f.helpers.arrayElement(poolOf(store).vehicles);
    const depId = known ? vehicle.depId : ctx.place(3).depId;
    const community = store.communities.find((c) => c.depId === depId)!;
    const cameras = store.carCameras.groups([community], undefined, { page: 1, limit: 1 }).items[0]!
      .carCameraList;
    const camera = f.helpers.arrayElement(cameras);
    const green = !known && f.datatype.boolean(0.3);
    const carNumber = known ? vehicle.carNumber : plate(f, green);
    return {
      carNumber,
      plateColor: known
        ? vehicle.plateColor
        : green
          ? 3
          : f.helpers.weightedArrayElement([
              { weight: 8, value: 1 },
              { weight: 2, value: 2 },
            ]),
      carCategory: known ? vehicle.carCategory : f.helpers.arrayElement([3, 4]),
      ownerName: known ? vehicle.ownerName : null,
      depId,
      cameraId: camera.cameraId,
      cameraName: camera.cameraName,
      direction: camera.direction ?? 1,
      photoUrl: vehiclePhoto(`car-${i + 1}`, carNumber),
      snapTime: timeOf(ctx, 'CarSnapshot', i, SNAPSHOT_COUNT, 7),
    };
  },
};
