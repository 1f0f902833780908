// Small generators shared by the property, parking, fee and attendance seeds: mobiles, ID numbers,
// plates, order numbers and dates relative to the store's clock (Beijing time, like ctx.daysAgo).
import type { Faker } from '@faker-js/faker';
import { formatDateTime } from '#mock/store/clock.js';
import { BIRTHPLACES, idCardNo, personName } from '#mock/lib/people.js';
import type { SeedContext } from '#mock/resources/types.js';

const DAY_MS = 86_400_000;
/** Plate letters and digits (no I or O). */
const PLATE_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';

export { personName };

export function mobile(faker: Faker): string {
  return `1${faker.helpers.arrayElement(['3', '5', '7', '8', '9'])}${faker.string.numeric(9)}`;
}

export function idCard(faker: Faker): string {
  return idCardNo(faker, faker.helpers.arrayElement(BIRTHPLACES));
}

/** Gender from the ID number's 17th digit (odd = male), 1 男 / 2 女. */
export function genderOf(card: string | null, faker: Faker): 1 | 2 {
  if (card && card.length === 18) return Number(card[16]) % 2 === 1 ? 1 : 2;
  return faker.datatype.boolean() ? 1 : 2;
}

/** A plate unique by index (the last three characters carry it). */
export function plate(faker: Faker, index: number, province = '粤'): string {
  const letter = faker.helpers.arrayElement(['A', 'B', 'E', 'S', 'F']);
  const head = faker.string.fromCharacters(PLATE_CHARS, 2);
  return `${province}${letter}${head}${String(index).padStart(3, '0')}`;
}

/** yyyy-MM-dd HH:mm:ss `days` from now (negative = past), at a random time of that day. */
export function shiftedTime(ctx: SeedContext, days: number): string {
  const now = ctx.store.now().getTime();
  return formatDateTime(new Date(now + days * DAY_MS - ctx.faker.number.int({ min: 0, max: DAY_MS / 2 })));
}

/** yyyy-MM-dd `days` from now. */
export function shiftedDate(ctx: SeedContext, days: number): string {
  return formatDateTime(new Date(ctx.store.now().getTime() + days * DAY_MS)).slice(0, 10);
}

/** A time `minutes` after a yyyy-MM-dd HH:mm:ss text, in the same format. */
export function plusMinutes(time: string, minutes: number): string {
  const at = Date.parse(`${time.replace(' ', 'T')}+08:00`) + minutes * 60_000;
  return formatDateTime(new Date(at));
}

/** PREFIX + yyyyMMdd of the time + 4-digit sequence. */
export function orderNo(prefix: string, time: string, sequence: number): string {
  return `${prefix}${time.slice(0, 10).replaceAll('-', '')}${String(sequence).padStart(4, '0')}`;
}

export const money = (value: number) => Math.round(value * 100) / 100;

export const OPERATORS = ['系统管理员', '前台客服', '财务专员'];
