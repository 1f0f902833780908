// 存储服务器, 视频设备, 诊断服务器, 人脸抓拍机. Cameras record to an NVR of their own community;
// NVR 1 holds no camera, so the contract's delete example for it is not blocked.
import type { ResourceSeed } from '#mock/resources/types.js';
import { communityAt, installedAt, lanIp, liveness, serialOf } from './common.js';

const NVR_MODELS = ['DS-7932N-R4', 'DH-NVR5432', 'NVR308-32E', 'DS-7716N-R4'];

export const storageServer: ResourceSeed = {
  count: 30,
  make(ctx, i) {
    const { faker } = ctx;
    // Two NVRs in each of the first communities, then one per community.
    const community = communityAt(ctx, i < 12 ? Math.floor(i / 2) : i - 6);
    const channelCount = faker.helpers.arrayElement([16, 32, 64]);
    return {
      name: `监控室 NVR-${i < 12 ? (i % 2) + 1 : 1}`,
      depId: community.depId,
      brand: faker.helpers.weightedArrayElement([
        { weight: 5, value: 1 },
        { weight: 3, value: 2 },
        { weight: 1, value: 3 },
        { weight: 1, value: 4 },
      ]),
      model: faker.helpers.arrayElement(NVR_MODELS),
      serial: serialOf(faker, 'NVR'),
      ip: lanIp(faker, 20),
      port: 8000,
      channelCount,
      diskCapacity: faker.helpers.arrayElement([8, 16, 24, 32, 48]),
      diskUsage: faker.number.int({ min: 35, max: 97 }),
      recordDays: faker.helpers.arrayElement([15, 30, 30, 60, 90]),
      ...liveness(ctx, 0.05),
      createTime: installedAt(ctx),
    };
  },
  created: () => ({ online: 0, diskUsage: 0, lastHeartbeat: null }),
};

const SPOTS = [
  '东门入口',
  '南门出口',
  '地库入口',
  '1栋电梯厅',
  '中心花园',
  '儿童乐园',
  '北侧围墙',
  '垃圾分类点',
  '消防通道',
  '快递柜',
];

export const videoDevice: ResourceSeed = {
  count: 100,
  make(ctx, i) {
    const { faker } = ctx;
    const nvrs = ctx.rows('StorageServer').filter((n) => n.id !== 1);
    const nvr = nvrs[i % nvrs.length]!;
    const spot = faker.helpers.arrayElement(SPOTS);
    const cameraType = faker.helpers.weightedArrayElement([
      { weight: 5, value: 1 },
      { weight: 2, value: 2 },
      { weight: 2, value: 3 },
      { weight: 1, value: 4 },
    ]);
    const kind = ['枪机', '球机', '半球', '全景'][cameraType - 1];
    const recording = faker.datatype.boolean(0.92);
    return {
      name: `${spot}${kind}`,
      depId: nvr.depId,
      location: spot,
      cameraType,
      brand: nvr.brand,
      serial: serialOf(faker, 'CAM'),
      ip: lanIp(faker, 20),
      port: 554,
      storageId: recording ? nvr.id : null,
      channelNo: recording ? Math.floor(i / nvrs.length) + 1 : null,
      ...liveness(ctx, 0.08),
      createTime: installedAt(ctx),
    };
  },
  created: () => ({ online: 0, lastHeartbeat: null }),
};

export const diagnosisServer: ResourceSeed = {
  count: 30,
  make(ctx, i) {
    const { faker } = ctx;
    const community = communityAt(ctx, i);
    const channelCount = faker.helpers.arrayElement([16, 32, 64]);
    const { online } = liveness(ctx, 0.05);
    return {
      name: '视频诊断服务器',
      depId: community.depId,
      brand: faker.helpers.arrayElement([1, 2, 3]),
      serial: serialOf(faker, 'VQD'),
      ip: lanIp(faker, 20),
      port: 8080,
      checkInterval: faker.helpers.arrayElement([30, 60, 120, 240]),
      channelCount,
      faultCount: faker.helpers.weightedArrayElement([
        { weight: 4, value: 0 },
        { weight: 3, value: faker.number.int({ min: 1, max: 3 }) },
        { weight: 1, value: faker.number.int({ min: 4, max: 9 }) },
      ]),
      lastCheckTime: online ? ctx.daysAgo(0) : ctx.daysAgo(faker.number.int({ min: 2, max: 15 })),
      online,
      createTime: installedAt(ctx),
    };
  },
  created: () => ({ online: 0, channelCount: 0, faultCount: 0, lastCheckTime: null }),
};

const FACE_SPOTS = ['东门人行通道', '南门人行通道', '西门人行通道', '地库电梯厅', '1栋大堂', '会所入口'];

export const faceCamera: ResourceSeed = {
  count: 40,
  make(ctx) {
    const { faker } = ctx;
    const { depId } = ctx.place();
    const spot = faker.helpers.arrayElement(FACE_SPOTS);
    return {
      name: `${spot.replace(/人行通道$/, '')}人脸抓拍机`,
      serial: serialOf(faker, 'FC'),
      depId,
      location: spot,
      direction: faker.helpers.arrayElement([1, 2, 3]),
      brand: faker.helpers.arrayElement([1, 2]),
      ip: lanIp(faker, 20),
      threshold: faker.helpers.arrayElement([75, 80, 85]),
      strangerAlarm: faker.datatype.boolean(0.7) ? 1 : 0,
      ...liveness(ctx),
      createTime: installedAt(ctx),
    };
  },
  created: () => ({ online: 0, lastHeartbeat: null }),
};
