// Password widget rules (01 §5).
import { describe, expect, it } from 'vitest';
import { PASSWORD_RULES, isStrongPassword } from './password';

describe('password widget (01 §5)', () => {
  it('§5 accepts 8–18 non-space characters with upper, lower, digit and symbol', () => {
    expect(isStrongPassword('Admin@2026')).toBe(true);
    expect(isStrongPassword('Aa1@aaaa')).toBe(true);
    expect(isStrongPassword('Aa1@aaaaaaaaaaaaaa')).toBe(true);
  });

  it('§5 rejects each missing ingredient', () => {
    const failing = (value: string) => PASSWORD_RULES.filter((r) => !r.test(value)).map((r) => r.key);
    expect(failing('Aa1@aaa')).toEqual(['length']);
    expect(failing('Aa1@aaaaaaaaaaaaaaa')).toEqual(['length']);
    expect(failing('Aa1@ aaaa')).toEqual(['length']);
    expect(failing('aa1@aaaa')).toEqual(['upper']);
    expect(failing('AA1@AAAA')).toEqual(['lower']);
    expect(failing('Aaa@aaaa')).toEqual(['digit']);
    expect(failing('Aa1aaaaa')).toEqual(['symbol']);
  });
});
