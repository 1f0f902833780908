// The operations tables the module domains read and write: published SysNotify rows are the system
// notices of GET /sys/notify/v2 (02 §3, §4), and every SMS the SMS domain sends is a SmsRecord row.
import { describe, expect, it } from 'vitest';
import { movableClock, testStore } from '#mock/test-support/testing.js';
import type { Row } from '#mock/resources/types.js';

describe('system notices from the SysNotify table', () => {
  it('02 §4: only published rows are served, without status and empty optional fields', () => {
    const store = testStore();
    const table = store.resources.table('SysNotify');
    const published = table.all().filter((r) => r.status === 1);
    expect(table.all().length).toBeGreaterThan(published.length);
    const listed = store.notices.list();
    expect(listed.map((n) => n.id).sort()).toEqual(published.map((r) => r.id).sort());
    for (const notice of listed) {
      expect(notice).not.toHaveProperty('status');
      expect(Object.values(notice)).not.toContain(null);
    }
  });

  it('02 §4: a notice edited through the resource update gets a new updateTime (so it shows again)', () => {
    const clock = movableClock();
    const store = testStore({ now: clock.now });
    const table = store.resources.table('SysNotify');
    const row = table.all().find((r) => r.status === 1)!;
    const before = String(row.updateTime);
    clock.advance(3_600_000);
    // What the generic update action does: replace the row, then answer with that same object.
    const edited: Row = { ...row, title: '改过的标题' };
    table.replace(edited);
    expect(edited.updateTime).not.toBe(before);
    expect(store.notices.list().find((n) => n.id === row.id)).toMatchObject({
      title: '改过的标题',
      updateTime: edited.updateTime,
    });
  });

  it('the control endpoint publishes exactly the given notices; the rest stay in the table, withdrawn', () => {
    const store = testStore();
    const count = store.resources.table('SysNotify').all().length;
    const notice = {
      id: 3,
      updateTime: '2026-03-18 08:00:00',
      title: '测试通知',
      type: '1' as const,
      content: '正文',
      windowLocation: 2 as const,
      notifyWindow: 1 as const,
      notifyWindowForce: 0 as const,
      windowButton: 0 as const,
    };
    store.notices.replace([notice]);
    expect(store.notices.list()).toEqual([notice]);
    expect(store.resources.table('SysNotify').all().length).toBe(count);
    store.notices.replace([]);
    expect(store.notices.list()).toEqual([]);
    expect(store.resources.table('SysNotify').get(3)).toMatchObject({ title: '测试通知', status: 0 });
  });
});

describe('SMS records', () => {
  it('02 §7: a code sent through the SMS domain becomes a masked SmsRecord row of the sender', () => {
    const store = testStore();
    const table = store.resources.table('SmsRecord');
    const before = table.all().length;
    const admin = store.users.find((u) => u.userName === 'admin')!;
    const result = store.sms.send(admin, { mobileNo: '13700002468', purpose: '您正在导出住户信息数据，' });
    expect(result.ok).toBe(true);
    const rows = table.all();
    expect(rows.length).toBe(before + 1);
    expect(rows.at(-1)).toMatchObject({
      mobileNo: '137****2468',
      smsType: 1,
      businessName: '数据导出验证',
      senderName: admin.realName,
      agentId: admin.agentId,
      agentName: '智慧社区运营中心',
      status: 1,
    });
    // A refused send (within 60 s of the last) records nothing.
    expect(store.sms.send(admin, { mobileNo: '13700002468' }).ok).toBe(false);
    expect(table.all().length).toBe(before + 1);
  });

  it('the code the seeded store already sent to the admin is listed too', () => {
    const store = testStore();
    expect(
      store.resources
        .table('SmsRecord')
        .all()
        .some((r) => r.mobileNo === '138****8000'),
    ).toBe(true);
  });

  it('02 §4: a row added or saved with status 1 is announced as published; drafts and control writes are not', () => {
    const store = testStore();
    const table = store.resources.table('SysNotify');
    const announced: string[] = [];
    store.notices.onPublished((notice) => announced.push(`${notice.id} ${notice.title}`));
    const draft = table.insert({ ...table.get(1), title: '草稿', status: 0 });
    expect(announced).toEqual([]);
    table.replace({ ...draft, status: 1 });
    expect(announced).toEqual([`${draft.id} 草稿`]);
    const added = table.insert({ ...table.get(1), title: '电梯年检通知', status: 1 });
    expect(announced).toEqual([`${draft.id} 草稿`, `${added.id} 电梯年检通知`]);
    store.notices.replace([]);
    expect(announced).toHaveLength(2);
  });
});
