// The /api request schemas stay as strict as the server: no required text takes '', no phone field
// takes letters, no URL field takes another scheme than http(s), no money field takes a third decimal
// (tools/contracts/strictness.mjs; its EXCEPTIONS name the few fields the spec leaves free).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EXCEPTIONS, measure } from './strictness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const doc = JSON.parse(readFileSync(path.join(root, 'openapi/dist/api.json'), 'utf8')) as {
  paths: Record<string, Record<string, any>>;
};

describe('request schema strictness', () => {
  const loose = measure(doc);
  it.each(Object.keys(loose) as (keyof typeof loose)[])('no loose %s field', (kind) => {
    expect(loose[kind]).toEqual([]);
  });

  it('every exception names a field of the contract and says why', () => {
    const fields = new Set<string>();
    for (const item of Object.values(doc.paths))
      for (const op of Object.values(item))
        for (const p of op?.parameters ?? []) fields.add(`${op.operationId}.${p.name}`);
    for (const [id, reason] of Object.entries(EXCEPTIONS)) {
      expect(fields, id).toContain(id);
      expect(reason.length).toBeGreaterThan(10);
    }
  });

  it('notices a field loosened again', () => {
    const copy = structuredClone(doc);
    const loosen = (route: string, field: string, schema: Record<string, unknown>) => {
      const form = copy.paths[route]!.post.requestBody.content['application/x-www-form-urlencoded'].schema;
      form.properties[field] = schema;
    };
    loosen('/s_sys/account/add/v2', 'accountName', { type: 'string', maxLength: 50 });
    loosen('/s_sys/account/add/v2', 'contactPhone', { type: 'string', minLength: 1, maxLength: 11 });
    loosen('/sys/notify/add/v2', 'buttonLinkUrl', { type: 'string', maxLength: 2048 });
    loosen('/u_ac/recharge/create/v1', 'amount', { type: 'number', minimum: 1, maximum: 50000 });
    const again = measure(copy);
    expect(again.requiredText).toContain('systemAccountAdd.accountName');
    expect(again.phone).toContain('systemAccountAdd.contactPhone');
    expect(again.url).toContain('sysNotifyAdd.buttonLinkUrl');
    expect(again.money).toContain('rechargeCreate.amount');
  });
});
