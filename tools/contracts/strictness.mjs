#!/usr/bin/env node
// How strict the /api request schemas are (openapi/dist/api.json): each count is a field whose schema
// lets through a value the server refuses, probed with Ajv on the field's own schema.
//   requiredText  a required text field that accepts an empty string
//   phone         a phone or mobile field (name matches phone|mobile|tel) that accepts 'abc'
//   url           a URL field (url|link|href|…Url) that accepts 'javascript:alert(1)' or 'data:…'
//   money         a money field (amount|price|fee|money|cost|balance) that accepts three decimals
// List-page search boxes take partial text (a phone's last four digits), so `like` searches of list
// pages count only for requiredText; EXCEPTIONS below would list a field the spec leaves free.
// Usage: node tools/contracts/strictness.mjs [bundle.json] [--json]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * `operationId.field` → why the spec lets it take any text of its kind. Empty: every request field
 * follows its rule; the list pages' search boxes (partial text, e.g. a phone's last digits) are
 * skipped by kind (isSearch), not listed here.
 * @type {Record<string, string>}
 */
export const EXCEPTIONS = {};

const PHONE = /phone|mobile|(^|[a-z])tel($|[A-Z])|^tel/i;
const URL_NAME = /url$|href|^link$|windowLocation|Url[A-Z]?/i;
const MONEY = /^(amount|price|fee|money|cost|balance)$|(Amount|Price|Fee|Money|Cost|Balance)$/;
const HOSTILE_URLS = [
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
];

/** A schema with its local `$ref`s inlined (`allOf` beside its own keywords); a cycle stops at `{}`. */
function inline(doc, schema, seen = []) {
  if (Array.isArray(schema)) return schema.map((s) => inline(doc, s, seen));
  if (!schema || typeof schema !== 'object') return schema;
  const { $ref, ...rest } = schema;
  const own = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, inline(doc, v, seen)]));
  if (typeof $ref !== 'string' || !$ref.startsWith('#/')) return own;
  if (seen.includes($ref)) return own;
  const target = $ref
    .slice(2)
    .split('/')
    .reduce((node, key) => node?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
  const resolved = inline(doc, target, [...seen, $ref]);
  return Object.keys(own).length
    ? { ...resolved, ...own, allOf: [...(own.allOf ?? []), resolved] }
    : resolved;
}

/** Every leaf field of the request schemas: query parameters and request bodies. */
export function requestFields(doc) {
  const fields = [];
  const walk = (raw, name, required, where) => {
    const schema = inline(doc, raw);
    if (!schema || typeof schema !== 'object') return;
    if (schema.properties) {
      const req = new Set(schema.required ?? []);
      for (const [key, s] of Object.entries(schema.properties)) walk(s, key, req.has(key), where);
      return;
    }
    const branches = ['allOf', 'anyOf', 'oneOf'].flatMap((key) => schema[key] ?? []);
    if (branches.some((b) => b.properties || b.items)) {
      for (const b of branches) walk(b, name, required, where);
    } else if (schema.items) walk(schema.items, name, required, where);
    else if (name) fields.push({ ...where, name, required, schema });
  };
  for (const [route, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!op?.operationId) continue;
      const where = { operationId: op.operationId, route, method };
      for (const p of op.parameters ?? []) {
        if (p.in === 'query') walk(p.schema, p.name, Boolean(p.required), { ...where, in: 'query' });
      }
      for (const [mediaType, content] of Object.entries(op.requestBody?.content ?? {}))
        walk(content.schema, null, false, { ...where, in: mediaType });
    }
  }
  return fields;
}

const types = (schema) => [schema.type ?? []].flat();
const isText = (schema) => types(schema).includes('string') && !schema.contentMediaType && !schema.enum;
/** A list page's query: its text filters are search boxes (partial text). */
const isSearch = (f) => f.in === 'query' && /Page$|List$|Records?$|Export$/.test(f.operationId);

export function measure(doc) {
  const ajv = new Ajv2020({ strict: false, validateSchema: false, multipleOfPrecision: 9 });
  addFormats(ajv);
  const accepts = (schema, value) => {
    const { examples: _e, ...rest } = schema;
    try {
      return ajv.validate(rest, value);
    } catch {
      return true;
    }
  };
  const loose = { requiredText: [], phone: [], url: [], money: [] };
  for (const f of requestFields(doc)) {
    const id = `${f.operationId}.${f.name}`;
    if (EXCEPTIONS[id]) continue;
    const text = isText(f.schema);
    if (text && f.required && accepts(f.schema, '')) loose.requiredText.push(id);
    if (isSearch(f)) continue;
    if (text && PHONE.test(f.name) && accepts(f.schema, 'abc')) loose.phone.push(id);
    if (text && URL_NAME.test(f.name) && HOSTILE_URLS.some((u) => accepts(f.schema, u))) loose.url.push(id);
    const number = types(f.schema).some((t) => t === 'number');
    if (number && MONEY.test(f.name) && accepts(f.schema, 1.234)) loose.money.push(id);
  }
  return loose;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const file =
    process.argv.slice(2).find((a) => !a.startsWith('--')) ?? path.join(root, 'openapi/dist/api.json');
  const doc = JSON.parse(readFileSync(file, 'utf8'));
  const loose = measure(doc);
  if (process.argv.includes('--json')) console.log(JSON.stringify(loose, null, 2));
  else {
    const total = requestFields(doc).length;
    console.log(`${total} request fields`);
    for (const [kind, ids] of Object.entries(loose)) {
      console.log(
        `${kind}: ${ids.length}${ids.length ? `  (${ids.slice(0, 8).join(', ')}${ids.length > 8 ? ', …' : ''})` : ''}`,
      );
    }
  }
}
