// Personal data generators shared by the alert domains: national ID numbers with a valid check digit
// whose area code is a real district of the seeded areas, and birthplaces named after that district.
import type { Faker } from '@faker-js/faker';
import { AREA_SEED } from '../store/seed/areas.js';

export interface Birthplace {
  /** 6-digit GB/T 2260 district code */
  code: string;
  /** province + city + district, as on an ID card address */
  name: string;
  provinceName: string;
}

export const BIRTHPLACES: Birthplace[] = AREA_SEED.flatMap((p) =>
  p.cities.flatMap((c) =>
    c.districts.map((d) => ({
      code: d.id,
      name: `${p.name}${p.name === c.name ? '' : c.name}${d.name}`,
      provinceName: p.name,
    })),
  ),
);

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

/** The 18th character of a resident ID number (GB 11643). */
export function idCheckDigit(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i]!;
  return CHECK[sum % 11]!;
}

/** An 18-digit resident ID number born between 1955 and 2005 in the given district. */
export function idCardNo(faker: Faker, place: Birthplace): string {
  const birth = faker.date.between({ from: '1955-01-01T00:00:00Z', to: '2005-12-31T00:00:00Z' });
  const ymd = birth.toISOString().slice(0, 10).replaceAll('-', '');
  const first17 = `${place.code}${ymd}${faker.string.numeric(3)}`;
  return first17 + idCheckDigit(first17);
}

/** A Chinese full name (family name first). */
export function personName(faker: Faker): string {
  return `${faker.person.lastName()}${faker.person.firstName()}`;
}
