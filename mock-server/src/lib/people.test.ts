import { describe, expect, it } from 'vitest';
import { fakerFor } from '../store/random.js';
import { BIRTHPLACES, idCardNo, idCheckDigit } from './people.js';

describe('resident ID numbers', () => {
  it('computes the GB 11643 check digit', () => {
    // a published sample number
    expect(idCheckDigit('11010519491231002')).toBe('X');
  });

  it('makes 18-character numbers of a seeded district with a valid check digit', () => {
    const f = fakerFor(1, 'people-test');
    for (const place of BIRTHPLACES.slice(0, 5)) {
      const no = idCardNo(f, place);
      expect(no).toMatch(/^\d{17}[\dX]$/);
      expect(no.slice(0, 6)).toBe(place.code);
      expect(no[17]).toBe(idCheckDigit(no.slice(0, 17)));
    }
  });
});
