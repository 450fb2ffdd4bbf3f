// Deterministic fakers: one independent stream per seeded dataset, so adding records to one
// dataset never shifts the values of another.
import { en, es, Faker } from '@faker-js/faker';

function hash(text: string): number {
  let value = 2166136261;
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 16777619);
  }
  return value >>> 0;
}

export interface SeedContext {
  /** The configured seed (`SEED`); the same seed always gives the same data. */
  seed: number;
  /** Reference time; relative dates ("10 minutes ago") are computed from it. */
  now: Date;
}

/** A Spanish-locale faker for the named dataset (falls back to English for missing data). */
export function seededFaker(context: SeedContext, stream: string): Faker {
  const faker = new Faker({ locale: [es, en] });
  faker.seed((context.seed ^ hash(stream)) >>> 0);
  return faker;
}
