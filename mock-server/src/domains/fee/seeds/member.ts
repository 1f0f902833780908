// 会员计费 seeds: residents' face-access and call-time orders, the call-minute account movements and the
// organisations' platform recharges.
import type { ResourceSeed, SeedContext } from '#mock/resources/types.js';
import { mobile, personName, plusMinutes, shiftedDate } from '../../property/seeds/common.js';

const FACE = {
  1: { amount: 6, days: 30 },
  2: { amount: 16, days: 90 },
  3: { amount: 60, days: 365 },
} as const;
const CALL = [
  { packageName: '60分钟通话包', minutes: 60, amount: 5 },
  { packageName: '300分钟通话包', minutes: 300, amount: 15 },
  { packageName: '1000分钟通话包', minutes: 1000, amount: 39 },
];

const status = (faker: SeedContext['faker']) =>
  faker.helpers.weightedArrayElement([
    { weight: 1, value: 1 },
    { weight: 12, value: 2 },
    { weight: 1, value: 3 },
  ]);

export const faceChargeOrder: ResourceSeed = {
  count: 60,
  make(ctx, i) {
    const { faker } = ctx;
    const packageType = faker.helpers.weightedArrayElement([
      { weight: 3, value: 1 },
      { weight: 1, value: 2 },
      { weight: 2, value: 3 },
    ]) as 1 | 2 | 3;
    const days = faker.number.int({ min: 0, max: 200 });
    const createTime = ctx.daysAgo(days);
    const state = status(faker);
    return {
      orderNo: `RL${createTime.slice(0, 10).replaceAll('-', '')}${String(i + 1).padStart(4, '0')}`,
      userName: personName(faker),
      phone: mobile(faker),
      depId: ctx.place().depId,
      packageType,
      amount: FACE[packageType].amount,
      payMethod: state === 1 ? null : faker.helpers.arrayElement([1, 1, 2]),
      status: state,
      validTo: state === 2 ? shiftedDate(ctx, -days + FACE[packageType].days) : null,
      payTime: state === 1 ? null : plusMinutes(createTime, 1),
      createTime,
    };
  },
};

export const callChargeOrder: ResourceSeed = {
  count: 60,
  make(ctx, i) {
    const { faker } = ctx;
    const pack = faker.helpers.arrayElement(CALL);
    const createTime = ctx.daysAgo(faker.number.int({ min: 0, max: 200 }));
    const state = status(faker);
    return {
      orderNo: `TH${createTime.slice(0, 10).replaceAll('-', '')}${String(i + 1).padStart(4, '0')}`,
      userName: personName(faker),
      phone: mobile(faker),
      depId: ctx.place().depId,
      ...pack,
      payMethod: state === 1 ? null : faker.helpers.arrayElement([1, 1, 2]),
      status: state,
      payTime: state === 1 ? null : plusMinutes(createTime, 1),
      createTime,
    };
  },
};

/** Eight residents' accounts with ten movements each, oldest first, so the balances add up. */
const ACCOUNTS = 8;
const MOVES = 10;

interface Move {
  changeType: number;
  minutesChange: number;
  balanceMinutes: number;
}

function movesOf(faker: SeedContext['faker']): Move[] {
  const out: Move[] = [];
  let balance = 0;
  for (let k = 0; k < MOVES; k++) {
    const roll = faker.number.int({ min: 1, max: 20 });
    const changeType = k === 0 || (roll === 2 && balance < 200) ? 1 : roll === 1 ? 3 : 2;
    const change =
      changeType === 1
        ? faker.helpers.arrayElement([300, 1000])
        : changeType === 3
          ? 30
          : -Math.min(balance, faker.number.int({ min: 1, max: 12 }));
    balance += change;
    out.push({ changeType, minutesChange: change, balanceMinutes: balance });
  }
  return out;
}

const accounts = new WeakMap<SeedContext, { userName: string; phone: string; moves: Move[] }[]>();

export const callAccountRecord: ResourceSeed = {
  count: ACCOUNTS * MOVES,
  make(ctx, i) {
    const { faker } = ctx;
    let list = accounts.get(ctx);
    if (!list) {
      list = Array.from({ length: ACCOUNTS }, () => ({
        userName: personName(faker),
        phone: mobile(faker),
        moves: movesOf(faker),
      }));
      accounts.set(ctx, list);
    }
    const owner = Math.floor(i / MOVES);
    const step = i % MOVES;
    const account = list[owner]!;
    const move = account.moves[step]!;
    return {
      userName: account.userName,
      phone: account.phone,
      depId: ctx.store.communities[owner % 6]!.depId,
      ...move,
      relatedNo:
        move.changeType === 1
          ? `TH${String(owner + 1).padStart(2, '0')}${String(step + 1).padStart(4, '0')}`
          : null,
      remark:
        move.changeType === 2
          ? `门口机呼叫 ${faker.number.int({ min: 1, max: 6 })}栋门口机`
          : move.changeType === 3
            ? '活动赠送'
            : null,
      changeTime: ctx.daysAgo(60 - step * 6 - faker.number.int({ min: 0, max: 4 })),
    };
  },
};

export const platformRechargeOrder: ResourceSeed = {
  count: 30,
  make(ctx, i) {
    const { faker, store } = ctx;
    const agent = faker.helpers.arrayElement(store.agents.filter((a) => a.parentAgentId));
    const createTime = ctx.daysAgo(faker.number.int({ min: 1, max: 400 }));
    const amount = faker.helpers.arrayElement([1000, 2000, 5000, 10000, 20000]);
    const state = i >= 27 ? 1 : faker.datatype.boolean(0.93) ? 2 : 3;
    return {
      orderNo: `CZ${createTime.slice(0, 10).replaceAll('-', '')}${String(i + 1).padStart(4, '0')}`,
      agentId: agent.agentId,
      amount,
      giftAmount: amount >= 5000 ? amount * 0.05 : 0,
      payMethod: amount >= 5000 ? 1 : faker.helpers.arrayElement([1, 2, 3]),
      status: state,
      operatorName: faker.helpers.arrayElement(['系统管理员', '财务专员']),
      remark: faker.helpers.maybe(() => '平台服务费预充值', { probability: 0.3 }) ?? null,
      payTime: state === 2 ? plusMinutes(createTime, faker.number.int({ min: 5, max: 2880 })) : null,
      createTime,
    };
  },
};
