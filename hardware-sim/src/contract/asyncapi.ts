// Reads asyncapi/client-ws.yaml and compiles a validator for every frame the helper receives, keyed by
// the frame's `cmd` (taken from each payload schema's `cmd` const).
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { createAjv, type ValidateFunction } from '../lib/validate';

interface Ref {
  $ref: string;
}
interface AsyncOperation {
  action: 'send' | 'receive';
  messages?: Ref[];
}
interface AsyncDocument {
  operations?: Record<string, AsyncOperation>;
}

export interface ReceivedFrame {
  cmd: string;
  message: string;
  validate: ValidateFunction;
}

const DOC_ID = 'client-ws';
export const clientWsPath = new URL('../../../asyncapi/client-ws.yaml', import.meta.url);

function resolve(doc: unknown, ref: string): unknown {
  let node: unknown = doc;
  for (const part of ref.replace(/^#\//, '').split('/')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  return node;
}

/** Follows `$ref`s until a non-reference node; returns it with the last pointer used. */
function deref(doc: unknown, ref: string): { node: unknown; pointer: string } {
  let pointer = ref;
  let node = resolve(doc, pointer);
  while (typeof node === 'object' && node !== null && typeof (node as Partial<Ref>).$ref === 'string') {
    pointer = (node as Ref).$ref;
    node = resolve(doc, pointer);
  }
  return { node, pointer };
}

export function loadReceivedFrames(): Map<string, ReceivedFrame> {
  const doc = parse(readFileSync(clientWsPath, 'utf8')) as AsyncDocument;
  const ajv = createAjv();
  ajv.addSchema(doc as object, DOC_ID);
  const frames = new Map<string, ReceivedFrame>();
  for (const op of Object.values(doc.operations ?? {})) {
    if (op.action !== 'receive') continue;
    for (const ref of op.messages ?? []) {
      const { node: message } = deref(doc, ref.$ref);
      const payloadRef = (message as { name?: string; payload?: Ref }).payload?.$ref;
      if (!payloadRef) throw new Error(`client-ws: message ${ref.$ref} has no payload $ref`);
      const { node: schema, pointer } = deref(doc, payloadRef);
      const cmd = (schema as { properties?: { cmd?: { const?: unknown } } }).properties?.cmd?.const;
      if (typeof cmd !== 'string') throw new Error(`client-ws: payload ${pointer} has no cmd const`);
      const validate = ajv.getSchema(`${DOC_ID}${pointer}`);
      if (!validate) throw new Error(`client-ws: cannot compile ${pointer}`);
      frames.set(cmd, { cmd, message: (message as { name?: string }).name ?? pointer, validate });
    }
  }
  return frames;
}
