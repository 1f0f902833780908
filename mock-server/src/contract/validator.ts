// Request and response validation against the contract (JSON Schema 2020-12 via Ajv), with Chinese
// messages from ajv-i18n so that bad input gets an envelope error an operator can read.
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import localize from 'ajv-i18n';
import { finiteOnly } from './finite.js';
import type { ContractOperation, OpenApiDoc } from './load.js';

const DOC_ID = 'contract';

export interface ContractValidator {
  compile(op: ContractOperation): OperationValidators;
}

export interface OperationValidators {
  query: ValidateFunction;
  /** media type -> validator */
  body: Map<string, ValidateFunction>;
  response?: ValidateFunction;
}

function ajvFor(doc: OpenApiDoc, coerce: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false,
    validateSchema: false,
    allErrors: false,
    // parentSchema on errors: a field may carry its own message (x-message, see describeErrors).
    verbose: true,
    // Query strings and form bodies carry only text: coerce to the declared types. JSON does not.
    ...(coerce ? { coerceTypes: 'array' as const, useDefaults: true } : {}),
  });
  addFormats(ajv);
  ajv.addSchema(withoutBinaryHints(doc), DOC_ID);
  return ajv;
}

export function createValidator(doc: OpenApiDoc): ContractValidator {
  const coercing = ajvFor(doc, true);
  const exact = ajvFor(doc, false);
  const ref = (pointer: string) => ({ $ref: `${DOC_ID}#${pointer}` });
  return {
    compile(op) {
      const queryParams = op.parameters.filter((p) => p.in === 'query');
      const query = finiteOnly(
        coercing.compile({
          type: 'object',
          properties: Object.fromEntries(queryParams.map((p) => [p.name, ref(p.schemaPointer)])),
          required: queryParams.filter((p) => p.required).map((p) => p.name),
        }),
      );
      const body = new Map<string, ValidateFunction>();
      for (const [mediaType, pointer] of Object.entries(op.requestBody?.mediaTypes ?? {})) {
        const json = mediaType === 'application/json';
        body.set(mediaType, json ? exact.compile(ref(pointer)) : finiteOnly(coercing.compile(ref(pointer))));
      }
      return {
        query,
        body,
        response: op.responsePointer ? exact.compile(ref(op.responsePointer)) : undefined,
      };
    },
  };
}

/** Multipart file parts are validated as present strings; the file itself travels beside the fields. */
function withoutBinaryHints(doc: OpenApiDoc): OpenApiDoc {
  return JSON.parse(JSON.stringify(doc), (key, value) =>
    key === 'contentMediaType' || key === 'contentEncoding' ? undefined : value,
  );
}

/** One readable Chinese sentence for the first validation error. */
export function describeErrors(errors: ErrorObject[] | null | undefined): string {
  if (!errors?.length) return '请求参数错误';
  const list = structuredClone(errors);
  localize.zh(list);
  const first = list[0]!;
  // Resource fields name the console's own message for a pattern (tools/codegen/resources.mjs), so
  // the mock rejects a value with the words the form would have used.
  const own = (first.parentSchema as { 'x-message'?: unknown } | undefined)?.['x-message'];
  if (typeof own === 'string' && first.keyword === 'pattern') return own;
  if (first.keyword === 'required') {
    return `请求参数错误：缺少必填参数 ${String(first.params.missingProperty)}`;
  }
  const field = first.instancePath.replace(/^\//, '').replace(/\//g, '.') || '请求体';
  return `请求参数错误：参数 ${field} ${first.message ?? '不合法'}`;
}
