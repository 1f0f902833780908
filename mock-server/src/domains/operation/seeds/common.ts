// Pieces the operation seeds share: log times that grow with the row id (the default newest-first
// order is then also newest-time-first), the community of a place, and operators per organisation.
import type { Faker } from '@faker-js/faker';
import { DAY_MS, formatDateTime } from '#mock/store/clock.js';
import type { SeedContext } from '#mock/resources/types.js';

/**
 * The i-th of `count` times spread over the last `days` days, strictly growing with i (a random point
 * inside its own slot): the first row is the oldest, the last one is within the last slot before now.
 */
export function timeline(ctx: SeedContext, i: number, count: number, days: number): string {
  const slot = (days * DAY_MS) / count;
  const back = (count - 1 - i + ctx.faker.number.float({ min: 0, max: 0.99 })) * slot;
  return formatDateTime(new Date(ctx.store.now().getTime() - back));
}

/** A community among the first ones, with its organisation. */
export function communityOf(ctx: SeedContext, spread?: number) {
  const { depId } = ctx.place(spread);
  return ctx.store.communities.find((c) => c.depId === depId)!;
}

/** Accounts that act in the logs: the demo users of each organisation plus staff accounts. */
export const OPERATORS: Record<string, { userName: string; realName: string }[]> = {
  '1': [
    { userName: 'admin', realName: '系统管理员' },
    { userName: 'yunwei01', realName: '周运维' },
  ],
  '2': [
    { userName: 'operator', realName: '李晓梅' },
    { userName: 'th_kefu01', realName: '黄丽娟' },
  ],
  '3': [
    { userName: 'expiring', realName: '王建国' },
    { userName: 'ns_gongcheng', realName: '吴志强' },
  ],
  '4': [{ userName: 'xh_admin', realName: '徐文斌' }],
  '5': [{ userName: 'thb_kefu', realName: '郑小燕' }],
};

export function operatorOf(faker: Faker, agentId: string) {
  return faker.helpers.arrayElement(OPERATORS[agentId] ?? OPERATORS['1']!);
}

/** An IC card number: 8 upper-case hex digits. */
export const cardNoOf = (faker: Faker) =>
  faker.string.hexadecimal({ length: 8, casing: 'upper', prefix: '' });
