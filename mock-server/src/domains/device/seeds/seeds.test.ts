// The seeded device, community and operations tables: deterministic, every reference pointing at a
// real record, and the delete examples of the contract free of blocking relations (02 §8).
import { describe, expect, it } from 'vitest';
import { testStore } from '#mock/test-support/testing.js';
import { metas } from '#mock/resources/store.js';
import type { ResourceName } from '#mock/resources/types.js';
import { findSeeds } from '@zhsq/tools/codegen/seed-index.mjs';

const DOMAINS = new Set(['device', 'community', 'operation']);
const root = new URL('../../../../../', import.meta.url).pathname;
const names = (await findSeeds(root))
  .filter((seed) => DOMAINS.has(seed.file.split('/')[1] ?? ''))
  .map((seed) => seed.resource as ResourceName);

describe('device, community and operations seeds', () => {
  it('are the same on every run and have 30–120 rows', () => {
    const a = testStore();
    const b = testStore();
    for (const name of names) {
      const rows = a.resources.table(name).all();
      expect(rows.length, name).toBeGreaterThanOrEqual(30);
      expect(rows.length, name).toBeLessThanOrEqual(130);
      expect(b.resources.table(name).all(), name).toEqual(rows);
    }
  });

  it('every reference names a real record (its *Name filled in)', () => {
    const store = testStore();
    for (const name of names) {
      for (const field of metas[name].fields.filter((f) => f.ref)) {
        const nameKey = field.key.replace(/Id$/, 'Name');
        for (const row of store.resources.table(name).all()) {
          if (row[field.key] === null) continue;
          expect(row[nameKey], `${name}.${field.key} = ${String(row[field.key])}`).not.toBeNull();
        }
      }
    }
  });

  it('02 §8: record 1 of each blocked resource is free (the contract deletes it); others are bound', () => {
    const store = testStore();
    const bound = (resource: ResourceName, key: string, id: number) =>
      store.resources
        .table(resource)
        .all()
        .filter((r) => r[key] === id).length;
    expect(bound('IndoorDevice', 'doorDeviceId', 1)).toBe(0);
    expect(bound('VideoDevice', 'storageId', 1)).toBe(0);
    expect(bound('VehicleCamera', 'hostId', 1)).toBe(0);
    expect(bound('VideoDevice', 'storageId', 2)).toBeGreaterThan(0);
    expect(bound('VehicleCamera', 'hostId', 2)).toBeGreaterThan(0);
    expect(
      store.resources
        .table('IndoorDevice')
        .all()
        .some((r) => r.doorDeviceId !== null),
    ).toBe(true);
  });

  it('detail rows hang under their logs: 3 data types per replacement, one renewal row per renewed card', () => {
    const store = testStore();
    const logs = store.resources.table('DeviceReplaceLog').all();
    const migrations = store.resources.table('DataMigration').all();
    for (const log of logs) expect(migrations.filter((m) => m.replaceLogId === log.id)).toHaveLength(3);
    const renewals = store.resources
      .table('CardOperationLog')
      .all()
      .filter((r) => r.operation === 5);
    const details = store.resources.table('CardRenewalLog').all();
    for (const log of renewals)
      expect(details.filter((d) => d.cardOperationLogId === log.id)).toHaveLength(Number(log.cardCount));
    expect(details).toHaveLength(renewals.reduce((n, r) => n + Number(r.cardCount), 0));
  });
});
