// The fields a declaration shows in each place, resolved against the contract's metadata.
import type { FieldMeta, ResourceMeta, ResourcePageDeclaration } from './types';

function byKeys(meta: ResourceMeta, keys: readonly string[]): FieldMeta[] {
  return keys.map((key) => {
    const field = meta.fields.find((f) => f.key === key);
    if (!field) throw new Error(`${meta.name} has no field ${key}`);
    return field;
  });
}

export interface DeclaredFields {
  search: FieldMeta[];
  form: FieldMeta[];
  detail: FieldMeta[];
}

const cache = new WeakMap<ResourcePageDeclaration, DeclaredFields>();

export function declaredFields(meta: ResourceMeta, declaration: ResourcePageDeclaration): DeclaredFields {
  let fields = cache.get(declaration);
  if (!fields) {
    const views = declaration.fieldViews ?? {};
    const withViews = (list: FieldMeta[]) => list.map((f) => (views[f.key] ? { ...f, ...views[f.key] } : f));
    fields = {
      search: declaration.search ? byKeys(meta, declaration.search) : meta.fields.filter((f) => f.search),
      form: withViews(
        declaration.form ? byKeys(meta, declaration.form) : meta.fields.filter((f) => !f.readOnly),
      ),
      detail: withViews(
        declaration.detail ? byKeys(meta, declaration.detail) : meta.fields.filter((f) => f.key !== 'id'),
      ),
    };
    cache.set(declaration, fields);
  }
  return fields;
}
