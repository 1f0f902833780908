// Rules between fields (the contract's `conditions:`, e.g. 按次计费 needs a unit price above 0): the form
// checks each one where the mock server and the real backend check it, with the same message.
import type { FormInstance } from 'antd';
import { NAMED_VALIDATORS } from '@zhsq/contract/validators/named-validators';
import { isEmptyValue } from '@zhsq/contract/validators/rule';
import type { FieldCondition, ResourceMeta } from './types';

type FieldRule = (form: Pick<FormInstance, 'getFieldValue'>) => {
  validator: (rule: unknown, value: unknown) => Promise<void>;
};

/** Whether the form's values match a condition's `when`. */
function applies(condition: FieldCondition, valueOf: (key: string) => unknown): boolean {
  return Object.entries(condition.when).every(([key, expected]) => {
    const actual = valueOf(key);
    const values = Array.isArray(expected) ? expected : [expected];
    return !isEmptyValue(actual) && values.some((v) => String(v) === String(actual));
  });
}

/** Whether a filled value keeps a condition's constraints on its field. */
function keeps(constraints: NonNullable<FieldCondition['fields']>[string] | undefined, value: unknown) {
  if (!constraints) return true;
  const text = String(value);
  const number = Number(value);
  if (constraints.exclusiveMinimum !== undefined && !(number > constraints.exclusiveMinimum)) return false;
  if (constraints.minimum !== undefined && !(number >= constraints.minimum)) return false;
  if (constraints.maximum !== undefined && !(number <= constraints.maximum)) return false;
  if (constraints.pattern !== undefined && !new RegExp(constraints.pattern, 'u').test(text)) return false;
  if (constraints.enum && !constraints.enum.some((v) => String(v) === text)) return false;
  const named = constraints['x-validator'];
  return !named || (NAMED_VALIDATORS[named]?.(text) ?? true);
}

/** Where a condition's message shows: its field, or for a refusal the field it names. */
function concerns(condition: FieldCondition, key: string): boolean {
  if (condition.refuse) return (condition.on ?? Object.keys(condition.when)[0]) === key;
  return Boolean(condition.require?.includes(key) || condition.fields?.[key]);
}

/** The form rules of one field from its resource's conditions, and the fields they depend on. */
export function conditionRulesOf(
  meta: Pick<ResourceMeta, 'conditions'>,
  key: string,
): { rules: FieldRule[]; dependencies: string[] } {
  const conditions = (meta.conditions ?? []).filter((c) => concerns(c, key));
  const rules = conditions.map((condition): FieldRule => ({ getFieldValue }) => ({
    validator(_rule, value) {
      if (!applies(condition, (k) => (k === key ? value : getFieldValue(k)))) return Promise.resolve();
      const empty = isEmptyValue(value);
      const refused =
        condition.refuse ||
        (empty && condition.require?.includes(key)) ||
        (!empty && !keeps(condition.fields?.[key], value));
      return refused ? Promise.reject(new Error(condition.message)) : Promise.resolve();
    },
  }));
  const dependencies = [...new Set(conditions.flatMap((c) => Object.keys(c.when)))].filter((k) => k !== key);
  return { rules, dependencies };
}
