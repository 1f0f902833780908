// 人员查询 (02 §2 PeoSearch, PeoSearchDetail/:cardId): the same person across 住户, 房东, 员工, 访客 and
// 授权申请, joined by national ID number; vehicles and cards follow by phone or ID number.
import { defineHandler, requireSession, type HandlerDef } from '../../contract/define.js';
import { fail, ok0num } from '../../contract/envelope.js';
import { metas } from '../../resources/store.js';
import type { ResourceName, Row } from '../../resources/types.js';
import { formatDateTime } from '../../store/clock.js';
import { BIRTHPLACES } from '../../lib/people.js';
import { slicePage } from '../../lib/paging.js';
import { visibleDepIds } from '../../lib/visibility.js';
import type { UserRecord } from '../../store/index.js';
import type { Store } from '../store.js';

type Role = '住户' | '房东' | '员工' | '访客' | '授权申请人';

/** Where people are registered: the resource, its ID-number field and how the row names the person. */
const SOURCES: {
  resource: ResourceName;
  role: Role;
  card: string;
  name: string;
  phone: string;
  time: string;
}[] = [
  {
    resource: 'Resident',
    role: '住户',
    card: 'cardNo',
    name: 'userName',
    phone: 'phone',
    time: 'createTime',
  },
  { resource: 'Landlord', role: '房东', card: 'cardNo', name: 'name', phone: 'phone', time: 'createTime' },
  { resource: 'Staff', role: '员工', card: 'idCard', name: 'name', phone: 'phone', time: 'createTime' },
  {
    resource: 'Visitor',
    role: '访客',
    card: 'cardNo',
    name: 'visitorName',
    phone: 'phone',
    time: 'visitTime',
  },
  {
    resource: 'ResidentAudit',
    role: '授权申请人',
    card: 'cardNo',
    name: 'userName',
    phone: 'phone',
    time: 'applyTime',
  },
];

interface Person {
  cardId: string;
  name: string;
  phones: Set<string>;
  roles: Set<Role>;
  depNames: Set<string>;
  lastActiveTime: string | null;
  rows: Map<ResourceName, Row[]>;
}

const label = (resource: ResourceName, key: string, value: unknown) =>
  metas[resource].fields.find((f) => f.key === key)?.options?.find((o) => o.value === value)?.label ??
  String(value ?? '');

function visible(store: Store, user: UserRecord, resource: ResourceName): Row[] {
  const depIds = visibleDepIds(store.communities, user);
  return store.resources
    .table(resource)
    .all()
    .filter((r) => r.depId === null || r.depId === undefined || depIds.has(Number(r.depId)));
}

/** Everyone with an ID number in the user's communities, newest activity first. */
function people(store: Store, user: UserRecord): Person[] {
  const byCard = new Map<string, Person>();
  for (const source of SOURCES) {
    for (const row of visible(store, user, source.resource)) {
      const raw = row[source.card];
      if (typeof raw !== 'string' || !raw) continue;
      const cardId = raw.toUpperCase();
      const person = byCard.get(cardId) ?? {
        cardId,
        name: String(row[source.name]),
        phones: new Set<string>(),
        roles: new Set<Role>(),
        depNames: new Set<string>(),
        lastActiveTime: null,
        rows: new Map(),
      };
      if (row[source.phone]) person.phones.add(String(row[source.phone]));
      person.roles.add(source.role);
      if (row.depName) person.depNames.add(String(row.depName));
      const time = row[source.time] ? String(row[source.time]) : null;
      if (time && (!person.lastActiveTime || time > person.lastActiveTime)) person.lastActiveTime = time;
      person.rows.set(source.resource, [...(person.rows.get(source.resource) ?? []), row]);
      byCard.set(cardId, person);
    }
  }
  return [...byCard.values()].sort((a, b) => (b.lastActiveTime ?? '').localeCompare(a.lastActiveTime ?? ''));
}

function birthdayOf(cardId: string): string | null {
  const digits =
    cardId.length === 18 ? cardId.slice(6, 14) : cardId.length === 15 ? `19${cardId.slice(6, 12)}` : '';
  return digits ? `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}` : null;
}

const genderOf = (cardId: string): 1 | 2 =>
  Number(cardId[cardId.length === 18 ? 16 : 14]) % 2 === 1 ? 1 : 2;
const nativePlaceOf = (cardId: string) =>
  BIRTHPLACES.find((b) => b.code === cardId.slice(0, 6))?.name ?? null;

function summary(p: Person) {
  return {
    cardId: p.cardId,
    name: p.name,
    gender: genderOf(p.cardId),
    birthday: birthdayOf(p.cardId),
    nativePlace: nativePlaceOf(p.cardId),
    phone: [...p.phones][0] ?? null,
    roles: [...p.roles],
    depNames: [...p.depNames].join('、'),
    lastActiveTime: p.lastActiveTime,
  };
}

function ageOn(birthday: string | null, today: string): number | null {
  if (!birthday) return null;
  const years = Number(today.slice(0, 4)) - Number(birthday.slice(0, 4));
  return today.slice(5) < birthday.slice(5) ? years - 1 : years;
}

export const peopleHandlers: HandlerDef[] = [
  defineHandler('peopleSearch', (ctx) => {
    const { user } = requireSession(ctx);
    const keyword = ctx.query.keyword?.trim().toUpperCase();
    const list = people(ctx.store, user).filter(
      (p) =>
        (!ctx.query.role || p.roles.has(ctx.query.role)) &&
        (!keyword ||
          p.name.includes(keyword) ||
          p.cardId.includes(keyword) ||
          [...p.phones].some((ph) => ph.includes(keyword))),
    );
    const page = slicePage(list, { page: ctx.query.page, limit: ctx.query.limit });
    return ok0num({
      records: page.items.map(summary),
      total: page.total,
      current: page.page,
      size: page.limit,
    });
  }),

  defineHandler('peopleDetail', (ctx) => {
    const { user } = requireSession(ctx);
    const cardId = ctx.query.cardId.toUpperCase();
    const person = people(ctx.store, user).find((p) => p.cardId === cardId);
    if (!person) return fail('20404', '人员不存在或无权查看');
    const rows = (resource: ResourceName) => person.rows.get(resource) ?? [];
    const phones = [...person.phones];
    const landlord = rows('Landlord')[0];
    const staff = rows('Staff')[0];
    const { phone: _phone, depNames: _depNames, lastActiveTime: _last, ...base } = summary(person);
    const today = formatDateTime(ctx.store.now()).slice(0, 10);
    return ok0num({
      ...base,
      age: ageOn(base.birthday, today),
      phones,
      residences: rows('Resident').map((r) => ({
        residentId: r.id,
        depName: (r.depName as string | null) ?? null,
        roomName: (r.roomName as string | null) ?? null,
        userTypeName: label('Resident', 'userType', r.userType),
        checkInDate: (r.checkInDate as string | null) ?? null,
        authEndTime: String(r.authEndTime),
      })),
      landlord: landlord
        ? {
            landlordId: landlord.id,
            depName: (landlord.depName as string | null) ?? null,
            propertyCount: Number(landlord.propertyCount),
            rentedCount: Number(landlord.rentedCount),
            statusName: label('Landlord', 'status', landlord.status),
          }
        : null,
      staff: staff
        ? {
            staffId: staff.id,
            depName: (staff.depName as string | null) ?? null,
            postName: label('Staff', 'post', staff.post),
            statusName: label('Staff', 'status', staff.status),
            entryDate: String(staff.entryDate),
          }
        : null,
      visits: rows('Visitor').map((v) => ({
        visitorId: v.id,
        depName: (v.depName as string | null) ?? null,
        roomName: (v.roomName as string | null) ?? null,
        visitTime: String(v.visitTime),
        reasonName: label('Visitor', 'visitReason', v.visitReason),
        statusName: label('Visitor', 'status', v.status),
      })),
      vehicles: visible(ctx.store, user, 'ParkVehicle')
        .filter((v) => phones.includes(String(v.ownerPhone)))
        .map((v) => ({
          vehicleId: v.id,
          plateNo: String(v.plateNo),
          parkLotName: (v.parkLotName as string | null) ?? null,
          cardTypeName: label('ParkVehicle', 'cardType', v.cardType),
          statusName: label('ParkVehicle', 'status', v.status),
        })),
      cards: visible(ctx.store, user, 'AccessCard')
        .filter((c) => c.holderIdCard === cardId || (c.phone !== null && phones.includes(String(c.phone))))
        .map((c) => ({
          accessCardId: c.id,
          cardNo: String(c.cardNo),
          depName: (c.depName as string | null) ?? null,
          statusName: label('AccessCard', 'status', c.status),
          validTo: String(c.validTo),
        })),
      applications: rows('ResidentAudit').map((a) => ({
        auditId: a.id,
        depName: (a.depName as string | null) ?? null,
        roomName: (a.roomName as string | null) ?? null,
        applyTime: String(a.applyTime),
        statusName: label('ResidentAudit', 'status', a.status),
      })),
    } as never);
  }),
];
