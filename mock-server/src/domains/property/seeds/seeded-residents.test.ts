// The 住户 list and the Report page's seeded resident export start from the same people: the first
// rows of the 住户 table are the seeded residents, and the seeded export lists those of the first
// community with the list's type and authorization period.
import { describe, expect, it } from 'vitest';
import { testStore } from '#mock/test-support/testing.js';
import { RESIDENT_TYPE_LABELS } from './resident-types.js';

describe('seeded residents', () => {
  it('the seeded export of the first community lists the first rows of the 住户 list', () => {
    const store = testStore();
    const admin = store.users.find((u) => u.userName === 'admin')!;
    const task = store.datapump.list(admin.userId, 'export').records.find((t) => t.dataType === 'resident')!;
    const file = store.datapump.file(admin.userId, task.taskId);
    if (!file.ok) throw new Error(file.message);
    const exported = file.value.sheets[0]!.rows.map((cells) => cells.map(String));

    const first = store.communities[0]!.depId;
    const listed = store.resources
      .table('Resident')
      .all()
      .filter((r) => r.depId === first && r.source === 1)
      .slice(0, exported.length)
      .map((r) => [
        String(r.userName),
        String(r.phone),
        RESIDENT_TYPE_LABELS[Number(r.userType) - 1],
        String(r.authEndTime),
      ]);
    expect(exported.length).toBe(18);
    // columns of the default template: 小区 房屋 姓名 手机号 住户类型 证件号码 授权期限
    expect(exported.map((row) => [row[2], row[3], row[4], row[6]])).toEqual(listed);
  });
});
