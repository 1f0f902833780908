// The shared rules by name, so a resource declaration in the contract (x-rule on a field) picks the
// same rule — and the same Chinese message — in the console's form and in the mock server's check.
import type { FormRule, RuleOptions } from './rule';
import {
  amountRule,
  chineseOrEnglishRule,
  coordinatesRule,
  emailRule,
  idCardRule,
  integerRule,
  ipRule,
  latitudeRule,
  longitudeRule,
  mobileRule,
  nameRule,
  noSpacesRule,
  passwordARule,
  passwordBRule,
  phoneRule,
  portRule,
  positiveIntegerRule,
  urlRule,
} from './rules';

export const NAMED_RULES = {
  positiveInteger: positiveIntegerRule,
  integer: integerRule,
  passwordA: passwordARule,
  passwordB: passwordBRule,
  chineseOrEnglish: chineseOrEnglishRule,
  amount: amountRule,
  phone: phoneRule,
  noSpaces: noSpacesRule,
  coordinates: coordinatesRule,
  longitude: longitudeRule,
  latitude: latitudeRule,
  idCard: idCardRule,
  ip: ipRule,
  mobile: mobileRule,
  name: nameRule,
  email: emailRule,
  url: urlRule,
  port: portRule,
} as const satisfies Record<string, (options?: RuleOptions) => FormRule>;

export type RuleName = keyof typeof NAMED_RULES;

export function isRuleName(name: string): name is RuleName {
  return Object.hasOwn(NAMED_RULES, name);
}

/** A named rule for one field; `required` follows the field, not the rule's own default. */
export function namedRule(name: RuleName, required: boolean): FormRule {
  return NAMED_RULES[name]({ required });
}
