// Request and response validation against the contract (JSON Schema 2020-12 via Ajv), with Chinese
// messages from ajv-i18n so that bad input gets an envelope error an operator can read.
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import localize from 'ajv-i18n';
import { NAMED_VALIDATORS } from '@zhsq/contract/validators/named-validators';
import { finiteOnly } from './finite.js';
import { perDocument, resolveLocal, type ContractOperation, type OpenApiDoc } from './load.js';

const DOC_ID = 'contract';

export interface ContractValidator {
  compile(op: ContractOperation): OperationValidators;
}

export interface OperationValidators {
  query: ValidateFunction;
  /** media type -> validator */
  body: Map<string, ValidateFunction>;
  response?: ValidateFunction;
  /** Chinese name of each query parameter and top-level body field, for the 400 message */
  labels: FieldLabels;
}

/** field key -> the Chinese name the contract gives it (title or the head of its description) */
export type FieldLabels = ReadonlyMap<string, string>;

function ajvFor(doc: OpenApiDoc, coerce: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false,
    validateSchema: false,
    allErrors: false,
    // parentSchema on errors: a field may carry its own message (x-message, see describeErrors).
    // `x-validator` names a check JSON Schema cannot say (NAMED_VALIDATORS, shared with the console).
    verbose: true,
    // Query strings and form bodies carry only text: coerce to the declared types. JSON does not.
    ...(coerce ? { coerceTypes: 'array' as const, useDefaults: true } : {}),
    // money is `multipleOf: 0.01`: 1.15 / 0.01 is 114.99999999999999 in binary floating point
    multipleOfPrecision: 9,
    // Ajv's optimising pass over the generated code took a third of the compile time and saved no
    // measurable time per request (the validators of hundreds of operations are compiled per process).
    code: { optimize: false },
  });
  addFormats(ajv);
  ajv.addKeyword({
    keyword: 'x-validator',
    schemaType: 'string',
    errors: false,
    validate: (name: string, data: unknown) =>
      typeof data !== 'string' || (NAMED_VALIDATORS[name]?.(data) ?? true),
  });
  ajv.addSchema(withoutBinaryHints(doc), DOC_ID);
  return ajv;
}

/**
 * The validators of a contract document, compiled once per process: every app built from the same
 * document (loadDoc hands out one object per unchanged file) shares them, so a worker that builds many
 * apps compiles each operation's schemas once. Ajv's validate functions keep no state across calls
 * beyond `errors`, which each caller reads right after its own call.
 */
export const createValidator = perDocument(compilingValidator);

function compilingValidator(doc: OpenApiDoc): ContractValidator {
  const coercing = ajvFor(doc, true);
  const exact = ajvFor(doc, false);
  const ref = (pointer: string) => ({ $ref: `${DOC_ID}#${pointer}` });
  // keyed by the whole description: the pointers, not only the id, decide what is compiled
  const compiled = new Map<string, OperationValidators>();
  const compileOperation = (op: ContractOperation): OperationValidators => {
    const queryParams = op.parameters.filter((p) => p.in === 'query');
    // Rules between parameters (parentId required when areaType is 1 or 2): x-query-constraints.
    const constraints = op.queryConstraintsPointer ? { allOf: [ref(op.queryConstraintsPointer)] } : {};
    const query = finiteOnly(
      coercing.compile({
        type: 'object',
        properties: Object.fromEntries(queryParams.map((p) => [p.name, ref(p.schemaPointer)])),
        required: queryParams.filter((p) => p.required).map((p) => p.name),
        ...constraints,
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
      labels: fieldLabels(doc, op),
    };
  };
  return {
    compile(op) {
      const key = JSON.stringify(op);
      let validators = compiled.get(key);
      if (!validators) compiled.set(key, (validators = compileOperation(op)));
      return validators;
    },
  };
}

/** Multipart file parts are validated as present strings; the file itself travels beside the fields. */
function withoutBinaryHints(doc: OpenApiDoc): OpenApiDoc {
  return JSON.parse(JSON.stringify(doc), (key, value) =>
    key === 'contentMediaType' || key === 'contentEncoding' ? undefined : value,
  );
}

/** The Chinese name in a title or description: its head before the first punctuation (联系电话：…). */
export function labelOf(schema: unknown): string | undefined {
  if (!schema || typeof schema !== 'object') return undefined;
  const { title, description } = schema as { title?: unknown; description?: unknown };
  for (const text of [title, description]) {
    if (typeof text !== 'string') continue;
    const head = text.split(/[：:（(，,；;。\s]/u)[0]!;
    if (/\p{Script=Han}/u.test(head) && !/^\d/.test(head) && head.length <= 16) return head;
  }
  return undefined;
}

function fieldLabels(doc: OpenApiDoc, op: ContractOperation): FieldLabels {
  const labels = new Map<string, string>();
  const at = (pointer: string) => resolveLocal(doc, { $ref: `#${pointer}` }).value;
  for (const p of op.parameters) {
    const param = at(p.schemaPointer.replace(/\/schema$/, ''));
    const label =
      labelOf({ description: param?.description }) ?? labelOf(resolveLocal(doc, param?.schema).value);
    if (label) labels.set(p.name, label);
  }
  for (const pointer of Object.values(op.requestBody?.mediaTypes ?? {})) {
    const schema = resolveLocal(doc, at(pointer)).value as
      { properties?: Record<string, unknown> } | undefined;
    for (const [key, field] of Object.entries(schema?.properties ?? {})) {
      const label = labelOf(field) ?? labelOf(resolveLocal(doc, field).value);
      if (label && !labels.has(key)) labels.set(key, label);
    }
  }
  return labels;
}

/** The first validation error as its field, the field's Chinese name and what is wrong. */
export function describeError(
  errors: ErrorObject[] | null | undefined,
  labels: FieldLabels = new Map(),
): { key: string; label?: string; problem: string; missing: boolean; own: boolean } | undefined {
  if (!errors?.length) return undefined;
  // localize only sets each error's message: a shallow copy keeps Ajv's own errors as they were
  // without copying the schemas and the (maybe huge) data that verbose errors carry
  const list = errors.map((error) => ({ ...error }));
  localize.zh(list);
  const first = list[0]!;
  // a rule between fields (if / then) names its message on the `then` schema
  const conditionMessage = (first.parentSchema as { 'x-message'?: unknown } | undefined)?.['x-message'];
  if (first.keyword === 'required') {
    const key = String(first.params.missingProperty);
    return typeof conditionMessage === 'string'
      ? { key, label: labels.get(key), problem: conditionMessage, missing: false, own: true }
      : { key, label: labels.get(key), problem: '缺少必填参数', missing: true, own: false };
  }
  const key = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  // A shared rule (openapi/shared/schemas) names the console's own message (x-message), so the mock
  // refuses a value with the words the form would have used; an anyOf rule (IpAddress) fails in its
  // branches first, so the message may sit on a later error of the same field.
  const ownMessage = (e: ErrorObject) => {
    const own = (e.parentSchema as { 'x-message'?: unknown } | undefined)?.['x-message'];
    return typeof own === 'string' && !['type', 'maxLength', 'maxItems'].includes(e.keyword)
      ? own
      : undefined;
  };
  const own = list
    .filter((e) => e.instancePath === first.instancePath)
    .map(ownMessage)
    .find(Boolean);
  const problem =
    own ??
    (first.keyword === 'minLength' && first.params.limit === 1 ? '不能为空' : (first.message ?? '不合法'));
  return { key, label: labels.get(key.split('.')[0]!), problem, missing: false, own: own !== undefined };
}

/** One readable Chinese sentence for the first validation error, naming the field. */
export function describeErrors(errors: ErrorObject[] | null | undefined, labels?: FieldLabels): string {
  const error = describeError(errors, labels);
  if (!error) return '请求参数错误';
  const name = error.label ? `${error.key}（${error.label}）` : error.key;
  if (error.missing) return `请求参数错误：缺少必填参数 ${name}`;
  // the console's own words, with the field's name in front unless they already say it
  if (error.own) {
    if (!error.key) return error.problem;
    if (!error.label) return `${error.problem}（${error.key}）`;
    return error.problem.includes(error.label) ? error.problem : `${error.label}：${error.problem}`;
  }
  return `请求参数错误：参数 ${error.key ? name : '请求体'}${error.label ? '' : ' '}${error.problem}`;
}
