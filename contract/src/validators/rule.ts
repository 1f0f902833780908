// Form rules shaped like antd's `RuleObject` (lib holds no UI imports, so the shape is structural):
// `validator` resolves or rejects with Error(message). Empty values (undefined, null, '') pass unless the
// rule is required; a required empty value fails with the rule's own message (02 §5 gives one message
// per rule). Whitespace-only text is not empty: it is checked like any other text.

export interface FormRule {
  /** Drives antd's required mark; the check itself is in `validator`. */
  required?: boolean;
  /** antd event name(s), e.g. 'onBlur'; the Form.Item's validateTrigger must include them. */
  validateTrigger?: string | string[];
  validator: (rule: unknown, value: unknown) => Promise<void>;
}

export interface RuleOptions {
  /** Empty values fail with the rule's message (default false unless the rule says otherwise). */
  required?: boolean;
  /** Replaces the rule's message. */
  message?: string;
  validateTrigger?: string | string[];
}

export function isEmptyValue(value: unknown): value is undefined | null | '' {
  return value === undefined || value === null || value === '';
}

/** Form values reach rules as strings (Input) or numbers (InputNumber); anything else is not text. */
export function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** A rule from a predicate over text; non-text values fail. */
export function textRule(
  test: (text: string) => boolean,
  defaultMessage: string,
  options: RuleOptions = {},
): FormRule {
  const message = options.message ?? defaultMessage;
  const required = options.required ?? false;
  const rule: FormRule = {
    required,
    validator: (_rule, value) => {
      if (isEmptyValue(value)) {
        return required ? Promise.reject(new Error(message)) : Promise.resolve();
      }
      const text = asText(value);
      return text !== undefined && test(text) ? Promise.resolve() : Promise.reject(new Error(message));
    },
  };
  if (options.validateTrigger !== undefined) rule.validateTrigger = options.validateTrigger;
  return rule;
}

/** Runs a rule outside a form (tests, imperative checks): the message, or undefined when it passes. */
export async function checkRule(rule: FormRule, value: unknown): Promise<string | undefined> {
  try {
    await rule.validator({}, value);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
