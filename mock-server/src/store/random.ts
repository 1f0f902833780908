// Deterministic randomness: every part of the data set draws from its own Faker seeded from
// MOCK_SEED and a scope name, so adding data in one place never shifts data in another.
import { Faker, base, en, generateMersenne53Randomizer, mergeLocales, zh_CN } from '@faker-js/faker';

export function hashScope(seed: number, scope: string): number {
  let h = (seed ^ 0x811c9dc5) >>> 0;
  for (let i = 0; i < scope.length; i++) {
    h ^= scope.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** Chinese first, English and the base data behind it; merged once, not for every Faker. */
const LOCALE = mergeLocales([zh_CN, en, base]);

/**
 * A Faker of its own for a scope. Its randomizer starts from the scope's seed, the same state
 * `faker.seed(n)` would set on a default Faker, without seeding a throwaway generator first (many
 * scopes are made on every reset of the data set).
 */
export function fakerFor(seed: number, scope: string): Faker {
  return new Faker({ locale: LOCALE, randomizer: generateMersenne53Randomizer(hashScope(seed, scope)) });
}
