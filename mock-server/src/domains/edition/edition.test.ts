// 版本记录 (01 §2.1 Edition): seeded releases, newest first, the current one v1.0.0 (01 §9 label).
import { describe, expect, it } from 'vitest';
import { VERSIONS } from './edition.js';
import { testStore } from '../../test-support/testing.js';

describe('editions (01 §2.1)', () => {
  it('lists every release newest first, v1.0.0 on top, 10 per page by default', () => {
    const editions = testStore().editions;
    const first = editions.list({});
    expect(first.total).toBe(VERSIONS.length);
    expect(first.items).toHaveLength(10);
    expect(first.items[0]).toMatchObject({ id: 12, version: 'v1.0.0', releaseTime: '2026-11-18 20:00:00' });
    const all = editions.list({ limit: 100 }).items;
    expect(all.map((e) => e.version)).toEqual([...VERSIONS].reverse());
    const times = all.map((e) => e.releaseTime);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('never repeats a note and gives every release at least one', () => {
    const all = testStore().editions.list({ limit: 100 }).items;
    const notes = all.flatMap((e) => e.items.map((i) => i.text));
    expect(new Set(notes).size).toBe(notes.length);
    expect(all.every((e) => e.items.length > 0)).toBe(true);
    expect(testStore().editions.list({ limit: 100 }).items).toEqual(all);
  });
});
