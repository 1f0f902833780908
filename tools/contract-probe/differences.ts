// ajv's errors said the way a person correcting the contract reads them: which field is missing or extra,
// which has another type, which value is not allowed, at which place of the answer.
import type { ErrorObject } from 'ajv/dist/2020.js';

export interface Difference {
  kind:
    | 'missing'
    | 'extra'
    | 'type'
    | 'value'
    | 'code'
    | 'refused'
    | 'status'
    | 'content-type'
    | 'body'
    | 'transport'
    | 'other';
  /** JSON pointer into the answer ('' = the whole answer). */
  where: string;
  detail: string;
}

const at = (pointer: string) => pointer || '/';

export function describeErrors(errors: readonly ErrorObject[]): Difference[] {
  const out: Difference[] = [];
  const seen = new Set<string>();
  for (const e of errors) {
    const difference = describe(e);
    const key = `${difference.kind}|${difference.where}|${difference.detail}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(difference);
  }
  return out;
}

function describe(e: ErrorObject): Difference {
  const params = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required':
      return {
        kind: 'missing',
        where: e.instancePath,
        detail: `缺少字段 ${String(params.missingProperty)}（${at(e.instancePath)}）`,
      };
    case 'additionalProperties':
      return {
        kind: 'extra',
        where: e.instancePath,
        detail: `多出字段 ${String(params.additionalProperty)}（${at(e.instancePath)}）`,
      };
    case 'type':
      return {
        kind: 'type',
        where: e.instancePath,
        detail: `${at(e.instancePath)} 的类型不是契约的 ${[params.type].flat().join(' | ')}`,
      };
    case 'enum':
    case 'const':
    case 'pattern':
    case 'format':
    case 'minimum':
    case 'maximum':
    case 'minLength':
    case 'maxLength':
      return {
        kind: 'value',
        where: e.instancePath,
        detail: `${at(e.instancePath)} 的值不符合契约：${e.message ?? e.keyword}`,
      };
    default:
      return {
        kind: 'other',
        where: e.instancePath,
        detail: `${at(e.instancePath)}：${e.message ?? e.keyword}`,
      };
  }
}
