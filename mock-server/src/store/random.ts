// Deterministic randomness: every part of the data set draws from its own Faker seeded from
// MOCK_SEED and a scope name, so adding data in one place never shifts data in another.
import { Faker, base, en, zh_CN } from '@faker-js/faker';

export function hashScope(seed: number, scope: string): number {
  let h = (seed ^ 0x811c9dc5) >>> 0;
  for (let i = 0; i < scope.length; i++) {
    h ^= scope.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export function fakerFor(seed: number, scope: string): Faker {
  const faker = new Faker({ locale: [zh_CN, en, base] });
  faker.seed(hashScope(seed, scope));
  return faker;
}
