// Password widget rules (01 §5, 02 §5 password B): 8 to 18 non-space characters with an uppercase
// letter, a lowercase letter, a digit and a special symbol.
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';

export interface PasswordRule {
  key: string;
  label: string;
  test: (value: string) => boolean;
}

export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    key: 'length',
    label: `长度为${PASSWORD_MIN_LENGTH}到${PASSWORD_MAX_LENGTH}位且不含空格`,
    test: (v) => v.length >= PASSWORD_MIN_LENGTH && v.length <= PASSWORD_MAX_LENGTH && !/\s/.test(v),
  },
  { key: 'upper', label: '包含大写字母', test: (v) => /[A-Z]/.test(v) },
  { key: 'lower', label: '包含小写字母', test: (v) => /[a-z]/.test(v) },
  { key: 'digit', label: '包含数字', test: (v) => /\d/.test(v) },
  { key: 'symbol', label: '包含特殊符号', test: (v) => /[^A-Za-z0-9\s]/.test(v) },
];

export function isStrongPassword(value: string): boolean {
  return PASSWORD_RULES.every((rule) => rule.test(value));
}
