// 系统操作日志, 设备更换日志 with its 数据迁移明细, 黑白名单下发日志. Every log row belongs to a real
// community (or organisation) and an operator of that organisation.
import type { ResourceSeed } from '#mock/resources/types.js';
import { personName } from '#mock/lib/people.js';
import { formatDateTime, MINUTE_MS } from '#mock/store/clock.js';
import { cardNoOf, communityOf, operatorOf, OPERATORS, timeline } from './common.js';

const ACTIONS: { module: string; actionType: number; content: (name: string) => string }[] = [
  { module: '设备管理/门口机', actionType: 1, content: (n) => `新增门口机“${n}”` },
  { module: '设备管理/门口机', actionType: 2, content: (n) => `编辑门口机“${n}”` },
  { module: '物业管理/住户管理', actionType: 4, content: () => '导入住户信息' },
  { module: '物业管理/住户管理', actionType: 5, content: () => '导出住户信息' },
  { module: '社区服务/社区公告', actionType: 1, content: () => '发布社区公告“关于停水的通知”' },
  { module: '社区服务/报事报修', actionType: 2, content: () => '受理报修工单并派工' },
  { module: '物业管理/门禁卡管理', actionType: 3, content: () => '注销门禁卡' },
  { module: '系统管理/账号管理', actionType: 2, content: () => '重置账号密码' },
  { module: '登录', actionType: 6, content: () => '登录系统' },
  { module: '登录', actionType: 7, content: () => '退出系统' },
];

export const systemOperationLog: ResourceSeed = {
  count: 120,
  make(ctx, i) {
    const { faker } = ctx;
    const agentId = faker.helpers.weightedArrayElement([
      { weight: 3, value: '1' },
      { weight: 4, value: '2' },
      { weight: 2, value: '3' },
      { weight: 1, value: '4' },
      { weight: 1, value: '5' },
    ]);
    const user = operatorOf(faker, agentId);
    const action = faker.helpers.arrayElement(ACTIONS);
    const place = ctx.place();
    const unit = ctx.store.hierarchy.unitById(place.unitId)!;
    const building = ctx.store.hierarchy.buildingById(place.buildingId)!;
    return {
      ...user,
      agentId,
      module: action.module,
      actionType: action.actionType,
      content: action.content(`${building.buildingName}${unit.unitName}门口机`),
      ip: `${faker.helpers.arrayElement(['183.6', '113.108', '219.137', '120.229'])}.${faker.number.int({ min: 1, max: 254 })}.${faker.number.int({ min: 1, max: 254 })}`,
      result: faker.datatype.boolean(0.95) ? 1 : 0,
      operateTime: timeline(ctx, i, 120, 30),
    };
  },
};

const DEVICE_TYPES = ['门口机', '室内机', '围墙机', '管理机', '梯控主机', '人脸抓拍机'];
const SERIAL_PREFIX = ['DM', 'SN', 'WQ', 'GL', 'EL', 'FC'];

/** Replacement logs; 40 of them, three migrated data types each (DataMigration). */
export const REPLACE_LOGS = 40;

export const deviceReplaceLog: ResourceSeed = {
  count: REPLACE_LOGS,
  make(ctx, i) {
    const { faker } = ctx;
    const community = communityOf(ctx);
    const deviceType = faker.helpers.weightedArrayElement([
      { weight: 5, value: 1 },
      { weight: 3, value: 2 },
      { weight: 1, value: 3 },
      { weight: 1, value: 4 },
      { weight: 1, value: 5 },
      { weight: 1, value: 6 },
    ]);
    const building = faker.helpers.arrayElement(ctx.store.hierarchy.buildingsOf(community.depId));
    const prefix = SERIAL_PREFIX[deviceType - 1]!;
    const serial = () =>
      `${prefix}${faker.string.numeric(8)}${faker.string.alphanumeric({ length: 4, casing: 'upper' })}`;
    const newest = i === REPLACE_LOGS - 1;
    return {
      deviceName: `${building.buildingName}${DEVICE_TYPES[deviceType - 1]}`,
      deviceType,
      depId: community.depId,
      agentId: community.agentId,
      oldSerial: serial(),
      newSerial: serial(),
      reason: faker.helpers.weightedArrayElement([
        { weight: 6, value: 1 },
        { weight: 2, value: 2 },
        { weight: 1, value: 3 },
        { weight: 1, value: 4 },
      ]),
      operatorName: operatorOf(faker, community.agentId).realName,
      migrateStatus: newest
        ? 1
        : faker.helpers.weightedArrayElement([
            { weight: 8, value: 2 },
            { weight: 2, value: 3 },
            { weight: 1, value: 4 },
          ]),
      replaceTime: timeline(ctx, i, REPLACE_LOGS, 90),
      remark:
        faker.helpers.maybe(
          () => faker.helpers.arrayElement(['屏幕损坏，整机更换', '主板进水', '升级为人脸识别款']),
          {
            probability: 0.4,
          },
        ) ?? null,
    };
  },
};

/** What a replaced device carries, by device type: 门口机 and 围墙机 hold authorisations, cards, faces. */
const MIGRATED: Record<number, [number, string][]> = {
  1: [
    [1, '住户授权'],
    [2, '门禁卡'],
    [3, '人脸照片'],
  ],
  2: [
    [1, '住户授权'],
    [4, '黑白名单'],
    [5, '设备参数'],
  ],
};
const DEFAULT_MIGRATED = MIGRATED[1]!;
const PER_LOG = 3;

export const dataMigration: ResourceSeed = {
  count: REPLACE_LOGS * PER_LOG,
  make(ctx, i) {
    const { faker } = ctx;
    const log = ctx.rows('DeviceReplaceLog')[Math.floor(i / PER_LOG)]!;
    const [dataType] = (MIGRATED[Number(log.deviceType)] ?? DEFAULT_MIGRATED)[i % PER_LOG]!;
    const total = dataType === 5 ? 1 : faker.number.int({ min: 20, max: 420 });
    const logStatus = Number(log.migrateStatus);
    // A partly failed log has one failing data type (the faces); a failed one fails everywhere.
    const failCount =
      logStatus === 4 ? total : logStatus === 3 && dataType === 3 ? faker.number.int({ min: 1, max: 6 }) : 0;
    const running = logStatus === 1 && i % PER_LOG === PER_LOG - 1;
    const status = running ? 1 : failCount === 0 ? 2 : failCount === total ? 4 : 3;
    const replaced = new Date(`${String(log.replaceTime).replace(' ', 'T')}+08:00`).getTime();
    return {
      replaceLogId: log.id,
      dataType,
      total,
      successCount: running ? Math.floor(total / 2) : total - failCount,
      failCount,
      status,
      message:
        status === 4
          ? '新设备离线，数据下发超时'
          : status === 3
            ? `${failCount} 张照片尺寸不符合门口机要求（110*100 至 720*1260）`
            : null,
      finishTime: running
        ? null
        : formatDateTime(new Date(replaced + (i % PER_LOG) * 3 * MINUTE_MS + 2 * MINUTE_MS)),
    };
  },
};

const CAR_PLATES = ['粤A', '粤B', '浙A', '京N'];

export const blackWhiteListLog: ResourceSeed = {
  count: 100,
  make(ctx, i) {
    const { faker } = ctx;
    const doors = ctx.rows('DoorDevice');
    const door = doors[(i * 7) % doors.length]!;
    const community = ctx.store.communities.find((c) => c.depId === door.depId)!;
    const targetType = faker.helpers.weightedArrayElement([
      { weight: 4, value: 1 },
      { weight: 5, value: 2 },
      { weight: 1, value: 3 },
    ]);
    const targetName =
      targetType === 1
        ? cardNoOf(faker)
        : targetType === 2
          ? personName(faker)
          : `${faker.helpers.arrayElement(CAR_PLATES)}${faker.string.alphanumeric({ length: 5, casing: 'upper' })}`;
    const result = faker.helpers.weightedArrayElement([
      { weight: 17, value: 1 },
      { weight: 2, value: 0 },
      { weight: 1, value: 2 },
    ]);
    return {
      listType: faker.datatype.boolean(0.75) ? 2 : 1,
      action: faker.datatype.boolean(0.8) ? 1 : 2,
      targetType,
      targetName,
      deviceName: door.name,
      deviceSerial: door.serial,
      depId: door.depId,
      agentId: community.agentId,
      result,
      failReason:
        result === 0 ? faker.helpers.arrayElement(['设备离线', '设备存储已满', '人脸照片质量不合格']) : null,
      operatorName: faker.helpers.arrayElement(OPERATORS[community.agentId] ?? OPERATORS['1']!).realName,
      sendTime: timeline(ctx, i, 100, 20),
    };
  },
};
