// Plausible chart series: a bounded random walk from a starting value, rounded to `digits` decimals.
import type { Faker } from '@faker-js/faker';

export function randomWalk(faker: Faker, count: number, start: number, volatility: number, digits = 2): number[] {
  const scale = 10 ** digits;
  const values: number[] = [];
  let value = start;
  for (let index = 0; index < count; index++) {
    value = Math.max(start * 0.5, value + faker.number.float({ min: -volatility, max: volatility }));
    values.push(Math.round(value * scale) / scale);
  }
  return values;
}
