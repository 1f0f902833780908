// Where the generated residents of the 住户 seed live, household by household, so that every occupied
// room has its 业主 and a room's 房屋状态 can follow from who lives there (hierarchy-records.ts
// roomStatus): first an owner for each room of the seeded residents that has none, then households
// at random rooms — an owner with family (自住) or an owner who lets the room to one or two tenants
// (出租). Deterministic: the draws come from the seed's own Faker in row order.
import type { Place, SeedContext } from '#mock/resources/types.js';
import { seededResidents } from './seeded-residents.js';

/** userType of the contract's Resident enum: 1 业主, 2 家属, 3 租客, 4 临时客人, 5 代理人. */
export type ResidentType = 1 | 2 | 3 | 4 | 5;

export interface Seat {
  place: Pick<Place, 'depId' | 'buildingId' | 'unitId' | 'roomId'>;
  userType: ResidentType;
}

interface Household {
  place: Seat['place'];
  letOut: boolean;
  members: number;
}

interface Seating {
  ownerless: Seat['place'][];
  household?: Household;
}

const seatings = new WeakMap<SeedContext, Seating>();

/** Rooms of the seeded residents (and the fixed demo owner's room) with nobody of type 业主 in them. */
function ownerlessRooms(ctx: SeedContext, demoOwnerRoom: number): Seat['place'][] {
  const owned = new Set<number>([demoOwnerRoom]);
  const rooms = new Map<number, Seat['place']>();
  for (const r of seededResidents(ctx.store)) {
    if (r.userType === '业主') owned.add(r.roomNumberId);
    else
      rooms.set(r.roomNumberId, {
        depId: r.depId,
        buildingId: r.buildingId,
        unitId: r.unitId,
        roomId: r.roomNumberId,
      });
  }
  return [...rooms.values()].filter((place) => !owned.has(place.roomId));
}

/** A member of an owner-occupied household: mostly family, now and then a guest or an agent. */
function memberType(ctx: SeedContext): ResidentType {
  return ctx.faker.helpers.weightedArrayElement<ResidentType>([
    { weight: 6, value: 2 },
    { weight: 1, value: 4 },
    { weight: 1, value: 5 },
  ]);
}

/** The room and type of the next generated resident (call once per row, in row order). */
export function nextSeat(ctx: SeedContext, demoOwnerRoom: number): Seat {
  let seating = seatings.get(ctx);
  if (!seating) {
    seating = { ownerless: ownerlessRooms(ctx, demoOwnerRoom) };
    seatings.set(ctx, seating);
  }
  const owner = seating.ownerless.shift();
  if (owner) return { place: owner, userType: 1 };
  const { household } = seating;
  if (household && household.members > 0) {
    household.members--;
    return { place: household.place, userType: household.letOut ? 3 : memberType(ctx) };
  }
  const { depId, buildingId, unitId, roomId } = ctx.place();
  const letOut = ctx.faker.datatype.boolean(0.3);
  seating.household = {
    place: { depId, buildingId, unitId, roomId },
    letOut,
    members: letOut ? ctx.faker.number.int({ min: 1, max: 2 }) : ctx.faker.number.int({ min: 0, max: 3 }),
  };
  return { place: seating.household.place, userType: 1 };
}
