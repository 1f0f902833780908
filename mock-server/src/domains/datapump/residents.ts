// A minimal residents (住户) collection: what the bulk import writes and the resident export reads
// (02-modules §4, §5). It stands in until the property module's resident resource exists; that work
// can replace it and re-register the datapump target (store/datapump-targets/resident.ts).
//
// Authorization period (02 §5, §9): a resident already in the room keeps its period; a new owner or
// family member is unlimited (authEndTime ''), a tenant, temporary guest or agent gets one year.
import type { Faker } from '@faker-js/faker';
import type { CommunityRecord, Hierarchy } from '../../store/communities.js';
import { formatDateTime } from '../../store/clock.js';
import type { DomainContext } from '../context.js';
import { personName } from '../../lib/people.js';

export const RESIDENT_TYPES = ['业主', '家属', '租客', '临时客人', '代理人'] as const;
export type ResidentType = (typeof RESIDENT_TYPES)[number];
/** 02 §5: owner and family are authorised without end; the others for a year. */
export const UNLIMITED_TYPES: readonly ResidentType[] = ['业主', '家属'];
export const LIMITED_AUTH_YEARS = 1;

export interface ResidentPlace {
  depId: number;
  depName: string;
  buildingId: number;
  buildingName: string;
  unitId: number;
  unitName: string;
  roomNumberId: number;
  roomNumber: string;
}

export interface ResidentRecord extends ResidentPlace {
  residentId: number;
  userName: string;
  /** 11-digit mobile */
  phone: string;
  userType: ResidentType;
  /** ID card number, '' when not given */
  cardNo: string;
  authStartTime: string;
  /** '' = unlimited */
  authEndTime: string;
  source: 'seed' | 'import';
  createTime: string;
  updateTime: string;
}

export type ResidentInput = ResidentPlace &
  Pick<ResidentRecord, 'userName' | 'phone' | 'userType' | 'cardNo'>;

export interface ResidentFilter {
  depIds: ReadonlySet<number>;
  /** one community; undefined or -1 = every visible one */
  depId?: number;
  userName?: string;
  phone?: string;
  userType?: string;
}

/** Communities that get seeded residents, and how many per community. */
const SEEDED_COMMUNITIES = 2;
const SEEDED_PER_COMMUNITY = 18;

/** One year later, same wall-clock time (Beijing text in, Beijing text out). */
function plusYears(time: string, years: number): string {
  return `${Number(time.slice(0, 4)) + years}${time.slice(4)}`;
}

export function authEndFor(type: ResidentType, start: string): string {
  return UNLIMITED_TYPES.includes(type) ? '' : plusYears(start, LIMITED_AUTH_YEARS);
}

/** 01 §3 combined address 'community > building > unit > room'. */
export function roomAddress(r: ResidentPlace): string {
  return `${r.depName} > ${r.buildingName} > ${r.unitName} > ${r.roomNumber}`;
}

function seedResidents(
  faker: Faker,
  communities: CommunityRecord[],
  hierarchy: Hierarchy,
  now: string,
): ResidentRecord[] {
  const out: ResidentRecord[] = [];
  for (const community of communities.slice(0, SEEDED_COMMUNITIES)) {
    for (let i = 0; i < SEEDED_PER_COMMUNITY; i++) {
      const building = faker.helpers.arrayElement(hierarchy.buildingsOf(community.depId));
      const unit = faker.helpers.arrayElement(hierarchy.unitsOf(building.buildingId));
      const room = faker.helpers.arrayElement(hierarchy.roomsOf(unit.unitId));
      const userType = faker.helpers.weightedArrayElement<ResidentType>([
        { weight: 5, value: '业主' },
        { weight: 3, value: '家属' },
        { weight: 2, value: '租客' },
        { weight: 1, value: '临时客人' },
        { weight: 1, value: '代理人' },
      ]);
      out.push({
        residentId: out.length + 1,
        depId: community.depId,
        depName: community.depName,
        buildingId: building.buildingId,
        buildingName: building.buildingName,
        unitId: unit.unitId,
        unitName: unit.unitName,
        roomNumberId: room.roomNumberId,
        roomNumber: room.roomNumber,
        userName: personName(faker),
        phone: `1${faker.helpers.arrayElement(['3', '5', '7', '8', '9'])}${faker.string.numeric(9)}`,
        userType,
        cardNo: '',
        authStartTime: now,
        authEndTime: authEndFor(userType, now),
        source: 'seed',
        createTime: now,
        updateTime: now,
      });
    }
  }
  return out;
}

export function createResidents(ctx: DomainContext & { hierarchy: Hierarchy }) {
  const records = seedResidents(
    ctx.faker('residents'),
    ctx.communities,
    ctx.hierarchy,
    formatDateTime(ctx.now()),
  );
  let nextId = records.length + 1;

  return {
    list(filter: ResidentFilter): ResidentRecord[] {
      const one = filter.depId !== undefined && filter.depId !== -1 ? filter.depId : undefined;
      const name = filter.userName?.trim();
      const phone = filter.phone?.trim();
      const type = filter.userType?.trim();
      return records.filter(
        (r) =>
          filter.depIds.has(r.depId) &&
          (one === undefined || r.depId === one) &&
          (!name || r.userName.includes(name)) &&
          (!phone || r.phone.includes(phone)) &&
          (!type || r.userType === type),
      );
    },

    /** The resident with this phone in this room, if any. */
    findInRoom(roomNumberId: number, phone: string): ResidentRecord | undefined {
      return records.find((r) => r.roomNumberId === roomNumberId && r.phone === phone);
    },

    /**
     * Adds a resident, or updates the one with the same phone in the same room (its authorization
     * period is kept, 02 §5). One call writes one whole row.
     */
    upsert(input: ResidentInput): ResidentRecord {
      const now = formatDateTime(ctx.now());
      const existing = records.find((r) => r.roomNumberId === input.roomNumberId && r.phone === input.phone);
      if (existing) {
        Object.assign(existing, input, { updateTime: now });
        return existing;
      }
      const record: ResidentRecord = {
        ...input,
        residentId: nextId++,
        authStartTime: now,
        authEndTime: authEndFor(input.userType, now),
        source: 'import',
        createTime: now,
        updateTime: now,
      };
      records.push(record);
      return record;
    },

    count(): number {
      return records.length;
    },
  };
}

export type ResidentsDomain = ReturnType<typeof createResidents>;
