// JSON Schema validation with Chinese messages that name the field, shared by the contract routes,
// the helper websocket and the control endpoints.
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ErrorObject, ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';

// ajv-formats is CommonJS; under ESM its default export may arrive wrapped.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as typeof addFormatsModule;

export function createAjv(): Ajv2020 {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  return ajv;
}

export type { ValidateFunction };

const TYPE_NAMES: Record<string, string> = {
  string: '字符串',
  integer: '整数',
  number: '数字',
  boolean: '布尔值',
  object: '对象',
  array: '数组',
  null: '空值',
};
const COMBINATORS = new Set(['anyOf', 'oneOf', 'if', 'then', 'else', 'not']);

function fieldName(instancePath: string, child?: string): string {
  const parts = instancePath
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (child !== undefined) parts.push(child);
  if (!parts.length) return '请求体';
  return parts.reduce(
    (acc, part) => (/^\d+$/.test(part) ? `${acc}[${part}]` : acc ? `${acc}.${part}` : part),
    '',
  );
}

function describe(error: ErrorObject): string {
  const p = error.params as Record<string, unknown>;
  const field = fieldName(error.instancePath);
  switch (error.keyword) {
    case 'required':
      return `缺少必填字段 ${fieldName(error.instancePath, String(p.missingProperty))}`;
    case 'additionalProperties':
      return `不支持的字段 ${fieldName(error.instancePath, String(p.additionalProperty))}`;
    case 'type':
      return `${field} 应为${String(p.type)
        .split(',')
        .map((t) => TYPE_NAMES[t] ?? t)
        .join('或')}`;
    case 'minimum':
      return `${field} 不能小于 ${String(p.limit)}`;
    case 'maximum':
      return `${field} 不能大于 ${String(p.limit)}`;
    case 'exclusiveMinimum':
      return `${field} 必须大于 ${String(p.limit)}`;
    case 'exclusiveMaximum':
      return `${field} 必须小于 ${String(p.limit)}`;
    case 'minLength':
      return `${field} 长度不能少于 ${String(p.limit)}`;
    case 'maxLength':
      return `${field} 长度不能超过 ${String(p.limit)}`;
    case 'minItems':
      return `${field} 至少需要 ${String(p.limit)} 项`;
    case 'maxItems':
      return `${field} 最多 ${String(p.limit)} 项`;
    case 'pattern':
    case 'format':
      return `${field} 格式不正确`;
    case 'enum':
      return `${field} 只能是 ${(p.allowedValues as unknown[]).map(String).join('、')}`;
    case 'const':
      return `${field} 只能是 ${String(p.allowedValue)}`;
    default:
      return `${field} 不合法`;
  }
}

const branchOf = (error: ErrorObject, oneOfPath: string): number | undefined => {
  const m = error.schemaPath.slice(oneOfPath.length).match(/^\/(\d+)\//);
  return error.schemaPath.startsWith(oneOfPath) && m ? Number(m[1]) : undefined;
};

/**
 * Chooses the error worth showing. For a `oneOf` of object shapes told apart by one property (camera
 * brand), the branches whose enum/const on a direct child failed are dropped so the message speaks about
 * the branch the caller meant.
 */
function relevantErrors(errors: ErrorObject[]): { errors: ErrorObject[]; merged?: string } {
  const oneOf = errors.find((e) => e.keyword === 'oneOf');
  if (!oneOf) return { errors };
  const oneOfPath = oneOf.schemaPath.replace(/\/oneOf$/, '/oneOf');
  const branches = new Map<number, ErrorObject[]>();
  for (const e of errors) {
    const b = branchOf(e, oneOfPath);
    if (b !== undefined) branches.set(b, [...(branches.get(b) ?? []), e]);
  }
  const isTagMismatch = (e: ErrorObject) =>
    (e.keyword === 'enum' || e.keyword === 'const') &&
    e.instancePath.startsWith(oneOf.instancePath + '/') &&
    !e.instancePath.slice(oneOf.instancePath.length + 1).includes('/');
  const candidates = [...branches.values()].filter((list) => !list.some(isTagMismatch));
  if (candidates[0]) return { errors: candidates[0] };
  // Every branch rejected the tag: list all the values it may take.
  const tagErrors = [...branches.values()].flatMap((list) => list.filter(isTagMismatch));
  const first = tagErrors[0];
  if (!first) return { errors };
  const allowed = tagErrors.flatMap((e) => {
    const p = e.params as { allowedValues?: unknown[]; allowedValue?: unknown };
    return p.allowedValues ?? [p.allowedValue];
  });
  return { errors, merged: `${fieldName(first.instancePath)} 只能是 ${allowed.map(String).join('、')}` };
}

/** `参数错误：<field> ...` for the first meaningful error. */
export function errorText(errors: ErrorObject[] | null | undefined): string {
  const list = errors ?? [];
  const { errors: chosen, merged } = relevantErrors(list);
  if (merged) return `参数错误：${merged}`;
  const error = chosen.find((e) => !COMBINATORS.has(e.keyword)) ?? chosen[0];
  return error ? `参数错误：${describe(error)}` : '参数错误';
}
