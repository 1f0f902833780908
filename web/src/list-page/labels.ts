// Field titles and option labels of the generated resources, for screens that show records without
// the resource engine (the contract is the one place they are written).
import { resourceMeta, type ResourceName } from '@zhsq/contract/resources';

interface Field {
  key: string;
  title: string;
  options?: readonly { value: string | number; label: string }[];
}

function fieldOf(resource: ResourceName, key: string): Field | undefined {
  return (resourceMeta[resource].fields as readonly Field[]).find((f) => f.key === key);
}

export function titleOf(resource: ResourceName, key: string): string {
  return fieldOf(resource, key)?.title ?? key;
}

/** The label of an enum value ('' for blanks, the value itself when it has no label). */
export function labelOf(resource: ResourceName, key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  return fieldOf(resource, key)?.options?.find((o) => o.value === value)?.label ?? String(value);
}

export function optionsOf(resource: ResourceName, key: string): { value: number; label: string }[] {
  return (fieldOf(resource, key)?.options ?? []).map((o) => ({ value: Number(o.value), label: o.label }));
}
