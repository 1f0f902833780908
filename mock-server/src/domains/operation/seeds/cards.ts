// 卡操作日志 with the per-card 卡续期明细 of its batch renewals, and 流量卡 (status from the expiry date;
// the demo account `expiring` of organisation 3 sees exactly its 6 expiring and 2 expired cards).
import type { ResourceSeed, Row } from '#mock/resources/types.js';
import { personName } from '#mock/lib/people.js';
import { DAY_MS, formatDateTime } from '#mock/store/clock.js';
import { cardNoOf, communityOf, operatorOf, timeline } from './common.js';

const CARD_LOGS = 100;
/** Every tenth log (index 4, 14, …) is a batch renewal of this many cards. */
export const RENEWAL_BATCHES = [8, 1, 12, 3, 6, 1, 10, 2, 15, 5];
const isRenewal = (i: number) => i % 10 === 4;

function roomAddress(ctx: Parameters<ResourceSeed['make']>[0]) {
  const place = ctx.place();
  const unit = ctx.store.hierarchy.unitById(place.unitId)!;
  const building = ctx.store.hierarchy.buildingById(place.buildingId)!;
  return { place, address: `${building.buildingName}${unit.unitName}${place.roomNumber}` };
}

export const cardOperationLog: ResourceSeed = {
  count: CARD_LOGS,
  make(ctx, i) {
    const { faker } = ctx;
    const { place, address } = roomAddress(ctx);
    const community = ctx.store.communities.find((c) => c.depId === place.depId)!;
    const renewal = isRenewal(i);
    const operation = renewal
      ? 5
      : faker.helpers.weightedArrayElement([
          { weight: 6, value: 1 },
          { weight: 2, value: 2 },
          { weight: 1, value: 3 },
          { weight: 2, value: 4 },
          { weight: 1, value: 6 },
        ]);
    const cardCount = renewal ? RENEWAL_BATCHES[Math.floor(i / 10)]! : 1;
    const result = faker.datatype.boolean(0.96) ? 1 : 0;
    return {
      cardNo: cardNoOf(faker),
      cardType: faker.helpers.weightedArrayElement([
        { weight: 6, value: 1 },
        { weight: 3, value: 2 },
        { weight: 1, value: 3 },
      ]),
      holderName: personName(faker),
      depId: place.depId,
      agentId: community.agentId,
      roomAddress: address,
      operation,
      cardCount,
      operatorName: operatorOf(faker, community.agentId).realName,
      result: renewal ? 1 : result,
      remark:
        renewal && cardCount > 1 ? `批量续期 ${cardCount} 张` : result === 0 ? '读卡器未识别到卡片' : null,
      operateTime: timeline(ctx, i, CARD_LOGS, 60),
    };
  },
};

/** Which renewal batch the i-th renewal detail belongs to, and its place within the batch. */
function batchOf(i: number): { batch: number; index: number } {
  let rest = i;
  for (let batch = 0; batch < RENEWAL_BATCHES.length; batch++) {
    if (rest < RENEWAL_BATCHES[batch]!) return { batch, index: rest };
    rest -= RENEWAL_BATCHES[batch]!;
  }
  throw new Error(`renewal detail ${i} is beyond the seeded batches`);
}

const addYears = (date: string, years: number) => `${Number(date.slice(0, 4)) + years}${date.slice(4)}`;

export const cardRenewalLog: ResourceSeed = {
  count: RENEWAL_BATCHES.reduce((a, b) => a + b, 0),
  make(ctx, i) {
    const { faker } = ctx;
    const { batch, index } = batchOf(i);
    const log: Row = ctx.rows('CardOperationLog')[batch * 10 + 4]!;
    const { address } = roomAddress(ctx);
    // The batch's first card is the one the log names.
    const cardNo = index === 0 ? String(log.cardNo) : cardNoOf(faker);
    const operated = String(log.operateTime).slice(0, 10);
    const oldExpireDate = formatDateTime(
      new Date(
        new Date(`${operated}T00:00:00+08:00`).getTime() + faker.number.int({ min: -20, max: 30 }) * DAY_MS,
      ),
    ).slice(0, 10);
    const failed = index > 0 && faker.datatype.boolean(0.08);
    return {
      cardOperationLogId: log.id,
      cardNo,
      holderName: index === 0 ? log.holderName : personName(faker),
      roomAddress: index === 0 ? log.roomAddress : address,
      oldExpireDate,
      newExpireDate: failed ? oldExpireDate : addYears(oldExpireDate, 1),
      result: failed ? 0 : 1,
      failReason: failed ? '卡片已挂失，不能续期' : null,
    };
  },
};

// ── 流量卡 ─────────────────────────────────────────────────────────────────────────────────────────

/** 02 §7 status=2,4: 即将到期 within this many days, 已到期 after the expiry date. */
export const SIM_EXPIRING_DAYS = 30;
export const SIM_STATUS = { normal: 1, expiring: 2, stopped: 3, expired: 4 } as const;

/** The card's status on `today` (yyyy-MM-dd): a stopped card stays stopped until it is renewed. */
export function simStatusOn(row: Record<string, unknown>, today: string): number {
  if (row.status === SIM_STATUS.stopped) return SIM_STATUS.stopped;
  const days = (Date.parse(String(row.expireDate)) - Date.parse(today)) / DAY_MS;
  if (days < 0) return SIM_STATUS.expired;
  return days <= SIM_EXPIRING_DAYS ? SIM_STATUS.expiring : SIM_STATUS.normal;
}

const PACKAGE_FLOW_MB: Record<string, number> = { '1': 1024, '2': 3072, '3': 1024 };
const CARRIER_PREFIX: Record<number, string> = { 1: '1440', 2: '1460', 3: '1410' };
const ICCID_PREFIX: Record<number, string> = { 1: '898604', 2: '898606', 3: '898611' };

/** Organisation 3 (the `expiring` account): cards 0–5 expiring, 6–7 expired, the rest normal. */
const EXPIRING_AGENT = '3';

export const trafficCard: ResourceSeed = {
  count: 80,
  make(ctx, i) {
    const { faker } = ctx;
    const today = formatDateTime(ctx.store.now()).slice(0, 10);
    const ownCards = i < 12;
    const community = ownCards
      ? (ctx.store.communities.filter((c) => c.agentId === EXPIRING_AGENT)[i % 3] ?? communityOf(ctx))
      : communityOf(ctx);
    // Cards of organisation 3 beyond its own twelve stay normal, so its renewal reminder counts hold.
    const wanted = ownCards
      ? i < 6
        ? SIM_STATUS.expiring
        : i < 8
          ? SIM_STATUS.expired
          : SIM_STATUS.normal
      : community.agentId === EXPIRING_AGENT
        ? SIM_STATUS.normal
        : faker.helpers.weightedArrayElement([
            { weight: 14, value: SIM_STATUS.normal },
            { weight: 2, value: SIM_STATUS.expiring },
            { weight: 1, value: SIM_STATUS.expired },
            { weight: 1, value: SIM_STATUS.stopped },
          ]);
    const daysLeft =
      wanted === SIM_STATUS.expiring
        ? faker.number.int({ min: 1, max: SIM_EXPIRING_DAYS - 1 })
        : wanted === SIM_STATUS.expired
          ? -faker.number.int({ min: 1, max: 60 })
          : faker.number.int({ min: SIM_EXPIRING_DAYS + 10, max: 700 });
    const expireDate = formatDateTime(new Date(ctx.store.now().getTime() + daysLeft * DAY_MS)).slice(0, 10);
    const packageCode = faker.helpers.weightedArrayElement([
      { weight: 5, value: '1' },
      { weight: 2, value: '2' },
      { weight: 3, value: '3' },
    ]);
    const carrier = faker.helpers.weightedArrayElement([
      { weight: 5, value: 1 },
      { weight: 3, value: 2 },
      { weight: 2, value: 3 },
    ]);
    const building = faker.helpers.arrayElement(ctx.store.hierarchy.buildingsOf(community.depId));
    const stopped = wanted === SIM_STATUS.stopped;
    return {
      msisdn: `${CARRIER_PREFIX[carrier]}${faker.string.numeric(9)}`,
      iccid: `${ICCID_PREFIX[carrier]}${faker.string.numeric(14)}`,
      carrier,
      packageCode,
      deviceName: faker.helpers.maybe(() => `${building.buildingName}门口机`, { probability: 0.9 }) ?? null,
      depId: community.depId,
      agentId: community.agentId,
      activateDate: formatDateTime(
        new Date(ctx.store.now().getTime() - faker.number.int({ min: 200, max: 800 }) * DAY_MS),
      ).slice(0, 10),
      expireDate,
      flowUsed: stopped
        ? 0
        : faker.number.int({ min: 10, max: Math.floor(PACKAGE_FLOW_MB[packageCode]! * 0.9) }),
      status: stopped ? SIM_STATUS.stopped : simStatusOn({ expireDate }, today),
      remark: stopped ? '欠费停机' : null,
    };
  },
  created(ctx, input) {
    const today = formatDateTime(ctx.store.now()).slice(0, 10);
    return { flowUsed: 0, status: simStatusOn({ expireDate: input.expireDate }, today) };
  },
};
