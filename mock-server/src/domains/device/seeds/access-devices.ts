// 围墙机 and 管理机: entrance units on the community fence and intercom masters in the property office.
import type { ResourceSeed } from '#mock/resources/types.js';
import { addedOffline, firmwareOf, installedAt, lanIp, liveness, serialOf } from './common.js';

const GATES = ['东门', '南门', '西门', '北门', '侧门'];

export const partitionDevice: ResourceSeed = {
  count: 40,
  make(ctx, i) {
    const { faker } = ctx;
    const { depId } = ctx.place();
    const gate = GATES[i % GATES.length]!;
    const passType = faker.helpers.weightedArrayElement([
      { weight: 5, value: 1 },
      { weight: 2, value: 2 },
      { weight: 1, value: 3 },
    ]);
    const lane = passType === 2 ? '车行道' : passType === 1 ? '人行通道' : '出入口';
    return {
      name: `${gate}${passType === 2 ? '车行' : ''}围墙机`,
      serial: serialOf(faker, 'WQ'),
      depId,
      location: `${gate}${lane}`,
      passType,
      faceRecognition: passType === 2 ? 0 : faker.datatype.boolean(0.8) ? 1 : 0,
      model: faker.helpers.arrayElement(['ZH-WQ5', 'ZH-WQ8', 'ZH-WQ5F']),
      ip: lanIp(faker, 10),
      firmware: firmwareOf(faker, 1),
      ...liveness(ctx),
      remark: null,
      createTime: installedAt(ctx),
    };
  },
  created: addedOffline,
};

const DESKS = ['物业服务中心', '东门岗亭', '南门岗亭', '监控中心', '地库岗亭'];

export const propertyDevice: ResourceSeed = {
  count: 30,
  make(ctx, i) {
    const { faker } = ctx;
    const { depId } = ctx.place();
    const desk = DESKS[i % DESKS.length]!;
    return {
      name: `${desk}管理机`,
      serial: serialOf(faker, 'GL'),
      depId,
      location: desk,
      extensionNo: String(8001 + (i % DESKS.length)),
      dutyPhone: faker.helpers.maybe(() => `020${faker.string.numeric(8)}`, { probability: 0.6 }) ?? null,
      model: faker.helpers.arrayElement(['ZH-GL10', 'ZH-GL7']),
      ip: lanIp(faker, 10),
      firmware: firmwareOf(faker, 2),
      ...liveness(ctx, 0.08),
      remark: null,
      createTime: installedAt(ctx),
    };
  },
  created: addedOffline,
};
