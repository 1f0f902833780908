import { describe, expect, it } from 'vitest';
import { createAlert, drawAlert } from '../../realtime/alert-factory.js';
import type { AlertType } from '../../realtime/constants.js';
import { ID_BASE, TODAY_COUNT } from './alerts-seed.js';
import { parseQueryTime } from '../../store/clock.js';
import { TEST_NOW, testStore } from '../../test-support/testing.js';
import { seededResidents } from '../property/seeds/seeded-residents.js';
import { personFace } from '../security/seeds/faces.js';

const today = { from: parseQueryTime('2026-11-21'), to: parseQueryTime('2026-11-21', true) };

function allVisible(store: ReturnType<typeof testStore>) {
  return new Set(store.communities.map((c) => c.depId));
}

describe('alerts domain (01-shell §7 alert lookups)', () => {
  it('is deterministic for a seed and clock', () => {
    const a = testStore().alerts.heat({ depIds: allVisible(testStore()) }, {});
    const b = testStore().alerts.heat({ depIds: allVisible(testStore()) }, {});
    expect(a).toEqual(b);
  });

  it("finds today's newest record of every kind in dep:1499, newest first", () => {
    const store = testStore();
    const scope = { depIds: allVisible(store), depId: 1499, ...today };
    const heat = store.alerts.heat(scope, { isHandler: 0 });
    expect(heat.length).toBeGreaterThan(0);
    expect(heat[0]!.id).toBe(ID_BASE.heat);
    expect(heat.map((h) => h.captureTime)).toEqual([...heat.map((h) => h.captureTime)].sort().reverse());
    expect(store.alerts.warnings(scope, 0)[0]!.type).toBe(0);
    expect(store.alerts.warnings(scope, 1)[0]!.type).toBe(1);
    expect(store.alerts.strangers(scope)[0]!.id).toBe(ID_BASE.stranger);
    expect(store.alerts.cars(scope)).toHaveLength(TODAY_COUNT);
    expect(store.alerts.smoke(scope, 0)[0]!.id).toBe(ID_BASE.smoke);
  });

  it('keeps every record inside the time window and before the clock', () => {
    const store = testStore();
    const rows = store.alerts.smoke({ depIds: allVisible(store), ...today });
    for (const r of rows) {
      expect(r.alarmTime >= '2026-11-21 00:00:00').toBe(true);
      expect(r.alarmTime <= '2026-11-21 09:30:00').toBe(true);
    }
  });

  it('filters heat records by mask flag and handled state', () => {
    const store = testStore();
    const depIds = allVisible(store);
    const noMask = store.alerts.heat({ depIds }, { isNoMask: 1 });
    expect(noMask.every((r) => r.isNoMask === 1)).toBe(true);
    const fever = store.alerts.heat({ depIds }, { isNoMask: 0 });
    expect(fever.every((r) => r.temperature >= 37.3)).toBe(true);
    expect(noMask.length + fever.length).toBe(store.alerts.heat({ depIds }, {}).length);
  });

  it('hides communities outside the visible set and treats depId -1 as all', () => {
    const store = testStore();
    expect(store.alerts.strangers({ depIds: new Set([1499]) }).every((r) => r.depId === 1499)).toBe(true);
    expect(store.alerts.strangers({ depIds: new Set() })).toEqual([]);
    const all = allVisible(store);
    expect(store.alerts.cars({ depIds: all, depId: -1 })).toEqual(store.alerts.cars({ depIds: all }));
  });

  it('handles an unhandled smoke alarm once', () => {
    const store = testStore();
    const depIds = allVisible(store);
    const handled = store.alerts.handleSmoke(depIds, {
      id: ID_BASE.smoke,
      handleResult: 2,
      handleRemark: ' 油烟 ',
      userName: '系统管理员',
    });
    expect(handled).toMatchObject({
      ok: true,
      value: {
        handleStatus: 1,
        handleResult: 2,
        handleRemark: '油烟',
        handleTime: '2026-11-21 09:30:00',
        handleUserName: '系统管理员',
      },
    });
    expect(store.alerts.smoke({ depIds }, 0).some((r) => r.id === ID_BASE.smoke)).toBe(false);
    expect(
      store.alerts.handleSmoke(depIds, { id: ID_BASE.smoke, handleResult: 1, userName: 'x' }),
    ).toMatchObject({ ok: false, code: '20402' });
    expect(store.alerts.handleSmoke(depIds, { id: 1, handleResult: 1, userName: 'x' })).toMatchObject({
      ok: false,
      code: '20401',
    });
    expect(
      store.alerts.handleSmoke(new Set(), { id: ID_BASE.smoke + 1, handleResult: 1, userName: 'x' }),
    ).toMatchObject({ ok: false, code: '20401' });
  });

  it('fills the remark with the result name when none is given', () => {
    const store = testStore();
    const id = store.alerts.smoke({ depIds: allVisible(store) }, 0)[1]!.id;
    const handled = store.alerts.handleSmoke(allVisible(store), { id, handleResult: 3, userName: 'x' });
    expect(handled.ok && handled.value.handleRemark).toBe('设备测试');
  });

  it('gives snapshot details by stranger id', () => {
    const store = testStore();
    const detail = store.alerts.snapshot(allVisible(store), ID_BASE.stranger);
    expect(detail).toMatchObject({ ok: true, value: { id: ID_BASE.stranger, depId: 1499, snapType: 2 } });
    expect(store.alerts.snapshot(allVisible(store), 42)).toMatchObject({ ok: false, code: '20404' });
  });

  it('stores alerts pushed over the alert channel for the lookups, replacing equal ids', () => {
    const store = testStore();
    const depIds = allVisible(store);
    const faker = store.faker('alerts-test');
    const push = (type: AlertType, depId?: number) =>
      createAlert(type, { faker, communities: store.communities, now: TEST_NOW, depId });
    const car = push('car', 1500);
    store.alerts.ingest(car);
    expect(store.alerts.cars({ depIds, ...today })[0]).toMatchObject({
      id: car[1].id,
      depId: 1500,
      warnTime: car[1].time,
    });
    const smoke = push('smoke');
    store.alerts.ingest(smoke);
    store.alerts.ingest(smoke);
    const pushed = store.alerts.smoke({ depIds }, 0).filter((r) => r.id === smoke[1].id);
    expect(pushed).toHaveLength(1);
    expect(store.alerts.handleSmoke(depIds, { id: smoke[1].id, handleResult: 1, userName: 'x' }).ok).toBe(
      true,
    );
    for (const type of ['heat', 'id', 'native', 'stanger'] as const) store.alerts.ingest(push(type, 1499));
    const scope = { depIds, depId: 1499, ...today };
    expect(store.alerts.heat(scope, { isHandler: 0 })[0]!.captureTime).toBe('2026-11-21 09:30:00');
    expect(store.alerts.warnings(scope, 1)[0]!.warnTime).toBe('2026-11-21 09:30:00');
    expect(store.alerts.strangers(scope)[0]!.capTime).toBe('2026-11-21 09:30:00');
  });

  it('a pushed alarm naming a resident keeps their face, the one of their captures', () => {
    const store = testStore();
    const scope = { depIds: allVisible(store), depId: 1499, ...today };
    const people = seededResidents(store);
    const faker = store.faker('alerts-test');
    const pushed = <T extends 'heat' | 'id'>(type: T) =>
      drawAlert(type, { faker, communities: store.communities, people, now: TEST_NOW, depId: 1499 });
    const heat = pushed('heat');
    store.alerts.ingest(heat.frame, heat.person);
    expect(people).toContainEqual(expect.objectContaining({ userName: heat.frame[1].userName }));
    expect(store.alerts.heat(scope, { isHandler: 0 })[0]!.photoUrl).toBe(personFace(heat.person!.cardNo));
    const id = pushed('id');
    store.alerts.ingest(id.frame, id.person);
    const record = store.alerts.warnings(scope, 0)[0]!;
    expect(record).toMatchObject({ ownerName: id.person!.userName, cardNo: id.person!.cardNo });
    expect(record.photoUrl).toBe(personFace(id.person!.cardNo));
  });
});
