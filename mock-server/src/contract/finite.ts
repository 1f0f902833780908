// Query strings and form bodies are coerced by Ajv: 'Infinity' or '1e999' becomes Infinity, which Ajv
// still counts as an integer (and `strictNumbers` does not re-check coerced values). JSON cannot carry
// it (it answers null), so such input is refused like any other type error (docs/adr/0051).
import type { ErrorObject, ValidateFunction } from 'ajv';

/** Wraps a validator of a flat object (query, form): a non-finite number after coercion fails it. */
export function finiteOnly(validate: ValidateFunction): ValidateFunction {
  const wrapped = ((data: Record<string, unknown>) => {
    if (!validate(data)) {
      wrapped.errors = validate.errors;
      return false;
    }
    const bad = Object.keys(data).find((k) => typeof data[k] === 'number' && !Number.isFinite(data[k]));
    if (bad === undefined) {
      wrapped.errors = null;
      return true;
    }
    const error: ErrorObject = {
      instancePath: `/${bad}`,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'number' },
      message: 'must be a finite number',
    };
    wrapped.errors = [error];
    return false;
  }) as ValidateFunction;
  wrapped.errors = null;
  return wrapped;
}
