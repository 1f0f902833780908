// 停车场主机 and 车辆抓拍机 (host 1 has no camera, so its delete example is not blocked), 梯控主机,
// 井盖设备 and 烟感设备.
import type { ResourceSeed } from '#mock/resources/types.js';
import {
  addedOffline,
  communityAt,
  firmwareOf,
  imeiOf,
  installedAt,
  lanIp,
  liveness,
  serialOf,
  unitLabel,
} from './common.js';

const PARKS = ['地下停车场', '东门停车场', '地面停车场'];

export const parkingHost: ResourceSeed = {
  count: 30,
  make(ctx, i) {
    const { faker } = ctx;
    const community = communityAt(ctx, i % 12);
    const parkName = PARKS[Math.floor(i / 12) % PARKS.length]!;
    return {
      name: `${parkName}主机`,
      serial: serialOf(faker, 'PK'),
      depId: community.depId,
      parkName,
      laneCount: faker.helpers.arrayElement([2, 2, 4, 6]),
      chargeMode: faker.datatype.boolean(0.8) ? 2 : 1,
      brand: faker.helpers.arrayElement([1, 2, 3, 4]),
      ip: lanIp(faker, 30),
      port: 8080,
      ...liveness(ctx, 0.05),
      createTime: installedAt(ctx),
    };
  },
  created: () => ({ online: 0, lastHeartbeat: null }),
};

export const vehicleCamera: ResourceSeed = {
  count: 60,
  make(ctx, i) {
    const { faker } = ctx;
    const hosts = ctx.rows('ParkingHost').filter((h) => h.id !== 1);
    const host = hosts[Math.floor(i / 2) % hosts.length]!;
    const direction = (i % 2) + 1;
    const gate = String(host.parkName).replace(/停车场$/, '');
    const lane = `${gate}${direction === 1 ? '入口' : '出口'}车道`;
    return {
      name: `${gate}${direction === 1 ? '入口' : '出口'}抓拍机`,
      serial: serialOf(faker, 'LP'),
      depId: host.depId,
      hostId: host.id,
      laneName: lane,
      direction,
      brand: host.brand,
      ip: lanIp(faker, 30),
      ...liveness(ctx, 0.06),
      createTime: installedAt(ctx),
    };
  },
  created: () => ({ online: 0, lastHeartbeat: null }),
};

export const elevatorHost: ResourceSeed = {
  count: 50,
  make(ctx, i) {
    const { faker } = ctx;
    const place = ctx.place();
    const building = ctx.store.hierarchy.buildingById(place.buildingId)!;
    const elevatorNo = `${(i % 2) + 1}号梯`;
    return {
      name: `${building.buildingName}${elevatorNo}梯控`,
      serial: serialOf(faker, 'EL'),
      depId: place.depId,
      buildingId: place.buildingId,
      elevatorNo,
      floorCount: faker.helpers.arrayElement([11, 18, 26, 32]),
      controlMode: faker.helpers.arrayElement([1, 2, 2, 3]),
      ip: lanIp(faker, 40),
      firmware: firmwareOf(faker, 1),
      ...liveness(ctx, 0.1),
      createTime: installedAt(ctx),
    };
  },
  created: addedOffline,
};

const COVER_SPOTS = [
  '东门车道旁',
  '南门广场',
  '中心花园',
  '地库出口',
  '3栋北侧',
  '垃圾站旁',
  '消防通道',
  '会所门前',
];
const COVER_NAMES = ['雨水', '污水', '电力', '通信', '燃气'];

export const manholeCover: ResourceSeed = {
  count: 60,
  make(ctx) {
    const { faker } = ctx;
    const { depId } = ctx.place();
    const community = ctx.store.communities.find((c) => c.depId === depId)!;
    const coverType = faker.helpers.arrayElement([1, 1, 2, 2, 3, 4, 5]);
    const spot = faker.helpers.arrayElement(COVER_SPOTS);
    const battery = faker.number.int({ min: 8, max: 100 });
    const opened = faker.datatype.boolean(0.06);
    const { online, lastHeartbeat } = liveness(ctx, 0.08);
    const lng = (community.lng + faker.number.float({ min: -0.002, max: 0.002 })).toFixed(6);
    const lat = (community.lat + faker.number.float({ min: -0.002, max: 0.002 })).toFixed(6);
    return {
      name: `${spot}${COVER_NAMES[coverType - 1]}井盖`,
      imei: imeiOf(faker, '8681200'),
      depId,
      location: spot,
      coverType,
      coordinates: `${lng},${lat}`,
      battery,
      state: opened ? 2 : battery < 20 ? 3 : 1,
      online,
      lastReportTime: lastHeartbeat,
      createTime: installedAt(ctx),
    };
  },
  created: () => ({ battery: 100, state: 1, online: 0, lastReportTime: null }),
};

const ROOM_SPOTS = ['厨房', '客厅', '卧室'];
const PUBLIC_SPOTS = ['楼道', '配电房', '电梯机房'];

export const smokeDetector: ResourceSeed = {
  count: 90,
  make(ctx) {
    const { faker } = ctx;
    const place = ctx.place();
    const inRoom = faker.datatype.boolean(0.8);
    const room = ctx.store.hierarchy.roomsOf(place.unitId).find((r) => r.roomNumberId === place.roomId)!;
    const location = faker.helpers.arrayElement(inRoom ? ROOM_SPOTS : PUBLIC_SPOTS);
    const battery = faker.number.int({ min: 5, max: 100 });
    const { online, lastHeartbeat } = liveness(ctx, 0.07);
    const state = faker.helpers.weightedArrayElement([
      { weight: 40, value: 1 },
      { weight: 2, value: 2 },
      { weight: 1, value: 3 },
    ]);
    return {
      name: `${unitLabel(ctx, place.unitId)}${inRoom ? room.roomNumber : ''}${location}烟感`,
      imei: imeiOf(faker, '8699750'),
      depId: place.depId,
      buildingId: place.buildingId,
      unitId: place.unitId,
      roomId: inRoom ? place.roomId : null,
      location,
      alarmPhone: inRoom ? `1${faker.helpers.arrayElement(['3', '5', '8'])}${faker.string.numeric(9)}` : null,
      battery,
      state: state === 1 && battery < 15 ? 4 : state,
      online,
      lastReportTime: lastHeartbeat,
      createTime: installedAt(ctx),
    };
  },
  created: () => ({ battery: 100, state: 1, online: 0, lastReportTime: null }),
};
