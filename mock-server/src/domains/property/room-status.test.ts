// 房屋状态 follows who lives in a room: every room the seeds show as 自住 or 出租 has its 业主 among the
// residents, a let room has a tenant, a room nobody lives in is 空置 or 装修中, and what an operator
// saves wins.
import { describe, expect, it } from 'vitest';
import { testStore } from '#mock/test-support/testing.js';
import { occupancyIndex, roomRow, roomsOfCommunity, updateRoom } from './hierarchy-records.js';

const SELF_OCCUPIED = 1;
const LET = 2;

function roomsOfSeededCommunities() {
  const store = testStore();
  const occupancy = occupancyIndex(store);
  const rows = store.communities
    .slice(0, 6)
    .flatMap((c) => roomsOfCommunity(store, c.depId))
    .map((room) => ({ room, row: roomRow(store, room, occupancy) }));
  return { store, occupancy, rows };
}

describe('房屋状态 from 住户管理', () => {
  it('every room marked 自住 or 出租 has its owner; every let room a tenant', () => {
    const { store, rows } = roomsOfSeededCommunities();
    const residents = store.resources.table('Resident').all();
    const typesIn = (roomId: number) =>
      residents.filter((r) => r.roomId === roomId).map((r) => Number(r.userType));
    const occupied = rows.filter(({ row }) => row.status === SELF_OCCUPIED || row.status === LET);
    expect(occupied.filter(({ row }) => row.status === SELF_OCCUPIED).length).toBeGreaterThan(10);
    expect(occupied.filter(({ row }) => row.status === LET).length).toBeGreaterThan(5);
    for (const { row } of occupied) {
      expect(typesIn(row.id), `room ${row.id}`).toContain(1);
      expect(row.ownerName, `room ${row.id}`).toBeTruthy();
      if (row.status === LET) expect(typesIn(row.id), `room ${row.id}`).toContain(3);
    }
  });

  it('every room with residents has an owner; a room nobody lives in is 空置 or 装修中', () => {
    const { occupancy, rows } = roomsOfSeededCommunities();
    for (const { row } of rows) {
      const here = occupancy.get(row.id);
      if (here) expect(here.owner, `room ${row.id}`).toBeTruthy();
      else expect([3, 4], `room ${row.id}`).toContain(row.status);
    }
  });

  it('is the same on every run of the same seed', () => {
    const statuses = () => roomsOfSeededCommunities().rows.map(({ row }) => row.status);
    expect(statuses()).toEqual(statuses());
  });

  it('an operator’s saved status wins over the residents', () => {
    const { store, occupancy, rows } = roomsOfSeededCommunities();
    const { room, row } = rows.find(({ row }) => row.status === LET)!;
    const saved = updateRoom(store, room, { ...row, status: 4 });
    expect(saved.ok).toBe(true);
    expect(roomRow(store, room, occupancy).status).toBe(4);
  });
});
