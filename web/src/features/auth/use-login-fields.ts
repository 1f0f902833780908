// The login form's values and field errors. Two text fields and a checkbox do not need antd's Form
// (rc-field-form, the grid and the label tooltip: about 24 kB gzip of the first page anyone loads,
// docs/adr/0054), so this keeps antd Form's behaviour in a few lines: a field is checked as it
// changes and every field on submit; the first invalid field takes the focus.
import { useCallback, useRef, useState } from 'react';

export interface LoginValues {
  userName: string;
  password: string;
  remember: boolean;
}

type TextField = 'userName' | 'password';

/** The rules of 01 §2.1: the message of the first rule a value breaks, else undefined. */
export const LOGIN_RULES: Record<TextField, (value: string) => string | undefined> = {
  userName: (value) =>
    !value.trim() ? '请输入用户名' : value.length > 32 ? '用户名不能超过32个字符' : undefined,
  password: (value) => (!value ? '请输入密码' : undefined),
};

const FIELDS = Object.keys(LOGIN_RULES) as TextField[];

export interface LoginFields {
  values: LoginValues;
  errors: Partial<Record<TextField, string>>;
  /** sets a value; a text field is checked at once, as antd Form does on change */
  change<K extends keyof LoginValues>(name: K, value: LoginValues[K]): void;
  /** checks every field: the values when all pass, else undefined (and the first bad field focused) */
  validate(): LoginValues | undefined;
  /** each text field's input ref (antd's InputRef has focus()), for the focus */
  inputRefs: Record<TextField, (input: Focusable | null) => void>;
}

interface Focusable {
  focus(): void;
}

export function useLoginFields(initial: LoginValues): LoginFields {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<LoginFields['errors']>({});
  const inputs = useRef(new Map<TextField, Focusable>());
  const [inputRefs] = useState(
    () =>
      Object.fromEntries(
        FIELDS.map((name) => [
          name,
          (input: Focusable | null) => {
            if (input) inputs.current.set(name, input);
            else inputs.current.delete(name);
          },
        ]),
      ) as LoginFields['inputRefs'],
  );

  const change = useCallback(<K extends keyof LoginValues>(name: K, value: LoginValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (name in LOGIN_RULES)
      setErrors((current) => ({ ...current, [name]: LOGIN_RULES[name as TextField](value as string) }));
  }, []);

  const validate = useCallback(() => {
    const found = Object.fromEntries(FIELDS.map((name) => [name, LOGIN_RULES[name](values[name])]));
    setErrors(found);
    const firstBad = FIELDS.find((name) => found[name]);
    if (!firstBad) return values;
    inputs.current.get(firstBad)?.focus();
    return undefined;
  }, [values]);

  return { values, errors, change, validate, inputRefs };
}
