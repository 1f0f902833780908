#!/usr/bin/env node
// Lints every asyncapi/*.yaml (run by `npm run lint:contracts`).
//   - @asyncapi/parser diagnostics: any error-level diagnostic fails the run; warnings are printed.
//   - docs/contracts.md rules: message names unique across all documents, every message has a
//     payload schema and at least one example (message `examples` or the payload schema's
//     `examples`), and every example validates against its payload
//     (AsyncAPI 3.0 schemas are JSON Schema draft-07 supersets, so draft-07 Ajv checks them).
// Prints one summary line per file and exits 1 when anything is wrong.
import path from 'node:path';
import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Parser, fromFile, DiagnosticSeverity } from '@asyncapi/parser';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dir = path.join(root, 'asyncapi');
const files = (await readdir(dir).catch(() => []))
  .filter((f) => f.endsWith('.yaml') || f.endsWith('.yml'))
  .sort();

const parser = new Parser();
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);

/** message name -> file that declared it first */
const owners = new Map();
let failed = 0;

for (const file of files) {
  const rel = `asyncapi/${file}`;
  const problems = [];
  let warnings = 0;
  const { document, diagnostics } = await fromFile(parser, path.join(dir, file)).parse();
  for (const d of diagnostics) {
    const where = d.path?.length ? ` at ${d.path.join('.')}` : '';
    if (d.severity === DiagnosticSeverity.Error) problems.push(`${d.code}: ${d.message}${where}`);
    else if (d.severity === DiagnosticSeverity.Warning) {
      warnings++;
      console.warn(`${rel}: warning ${d.code}: ${d.message}${where}`);
    }
  }
  let messages = 0;
  if (document) {
    for (const message of document.allMessages()) {
      messages++;
      const name = message.name() ?? message.id();
      const owner = owners.get(name);
      if (owner) problems.push(`message name ${name} is declared twice (also in ${owner})`);
      else owners.set(name, rel);

      const schema = message.payload()?.json();
      if (!schema) {
        problems.push(`message ${name} has no payload schema`);
        continue;
      }
      // examples: the message's `examples[].payload` and the payload schema's own `examples`
      const examples = [
        ...message
          .examples()
          .all()
          .map((example, i) => ({
            label: `example ${example.name() ?? i}`,
            has: example.hasPayload(),
            value: example.payload(),
          })),
        ...(Array.isArray(schema.examples) ? schema.examples : []).map((value, i) => ({
          label: `payload.examples[${i}]`,
          has: true,
          value,
        })),
      ];
      if (!examples.length)
        problems.push(`message ${name} has no example (message examples or payload examples)`);
      let validate;
      try {
        validate = ajv.compile(stripParserKeys(schema));
      } catch (err) {
        problems.push(`message ${name}: payload schema does not compile: ${err.message}`);
        continue;
      }
      for (const example of examples) {
        if (!example.has) problems.push(`message ${name}: ${example.label} has no payload`);
        else if (!validate(example.value)) {
          problems.push(
            `message ${name}: ${example.label} does not match the payload: ${ajv.errorsText(validate.errors)}`,
          );
        }
      }
    }
  } else if (!problems.length) {
    problems.push('the parser returned no document');
  }

  for (const p of problems) console.error(`${rel}: error ${p}`);
  console.log(
    `${rel}: ${problems.length ? 'FAILED' : 'ok'} — ${messages} messages, ${problems.length} errors, ${warnings} warnings`,
  );
  if (problems.length) failed++;
}

if (!files.length) console.log('asyncapi: no documents');
if (failed) process.exit(1);

// The parser annotates every schema with x-parser-* keys and may add $id; Ajv must not see them.
function stripParserKeys(value) {
  if (Array.isArray(value)) return value.map(stripParserKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => !k.startsWith('x-parser-') && k !== '$id')
        .map(([k, v]) => [k, stripParserKeys(v)]),
    );
  }
  return value;
}
