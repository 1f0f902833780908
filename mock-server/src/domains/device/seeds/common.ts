// Pieces the device seeds share: serial numbers, LAN addresses, online state with its last heartbeat,
// and the read-only values of a device added through the console (offline until it first reports).
import type { Faker } from '@faker-js/faker';
import type { SeedContext } from '#mock/resources/types.js';

/** A serial like the example's: prefix, 8 digits, 4 upper-case letters or digits (8–20 characters). */
export function serialOf(faker: Faker, prefix: string): string {
  return `${prefix}${faker.string.numeric(8)}${faker.string.alphanumeric({ length: 4, casing: 'upper' })}`;
}

/** A private address on the community's device subnet. */
export function lanIp(faker: Faker, subnet: number): string {
  return `192.168.${subnet}.${faker.number.int({ min: 2, max: 250 })}`;
}

/** About one device in `offlineShare` is offline; online ones reported today, offline ones days ago. */
export function liveness(ctx: SeedContext, offlineShare = 0.12): { online: number; lastHeartbeat: string } {
  const online = ctx.faker.datatype.boolean(1 - offlineShare) ? 1 : 0;
  return {
    online,
    lastHeartbeat: online ? ctx.daysAgo(0) : ctx.daysAgo(ctx.faker.number.int({ min: 1, max: 20 })),
  };
}

/** Installed within the last two years. */
export const installedAt = (ctx: SeedContext) => ctx.daysAgo(ctx.faker.number.int({ min: 30, max: 700 }));

export const firmwareOf = (faker: Faker, major: number) =>
  `V${major}.${faker.number.int({ min: 0, max: 4 })}.${faker.number.int({ min: 0, max: 9 })}`;

/** A device added from the console has not reported yet. */
export const addedOffline = () => ({ online: 0, firmware: null, lastHeartbeat: null });

/** 15-digit NB-IoT module IMEI with a vendor prefix. */
export const imeiOf = (faker: Faker, prefix: string) =>
  `${prefix}${faker.string.numeric(15 - prefix.length)}`;

/** Name of a building + unit, e.g. 3栋一单元. */
export function unitLabel(ctx: SeedContext, unitId: number): string {
  const unit = ctx.store.hierarchy.unitById(unitId)!;
  const building = ctx.store.hierarchy.buildingById(unit.buildingId)!;
  return `${building.buildingName}${unit.unitName}`;
}

/** The i-th community, wrapping around when the data set has fewer (MOCK_SCALE may be 1). */
export function communityAt(ctx: SeedContext, i: number) {
  const all = ctx.store.communities;
  return all[i % all.length]!;
}
