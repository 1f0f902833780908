// Checks JSON Schema cannot say, named by a contract schema's `x-validator`: the console's form and the
// mock server's request validation run the same predicate.
import { isIdCard } from './id-card';

/** Text that parses as a JSON object or array (a JSON-typed system parameter's value). */
export function isJsonStructureText(text: string): boolean {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null;
  } catch {
    return false;
  }
}

export const NAMED_VALIDATORS: Readonly<Record<string, (text: string) => boolean>> = {
  /** the check digit and the real birthday of an ID card number */
  idCard: (text) => isIdCard(text),
  json: isJsonStructureText,
};
