// Every operation of the contract is exercised by a contract test that checks its answer
// against the contract: the generic collection operations by node-collections.test.ts, every
// other one by name in some test file.
import { readdirSync, readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { operations } from '../helpers/contract.ts';

const here = new URL('.', import.meta.url);
const sources = readdirSync(here)
  .filter((file) => file.endsWith('.ts'))
  .map((file) => readFileSync(new URL(file, here), 'utf8'))
  .join('\n');

// Shared behaviours name operations as `${feed.prefix}List` with `prefix: 'messages'` per use.
const prefixes = [...sources.matchAll(/prefix: '(\w+)'/g)].map((match) => match[1]);
const suffixes = [...sources.matchAll(/\$\{feed\.prefix\}(\w+)/g)].map((match) => match[1]);
const composed = new Set(prefixes.flatMap((prefix) => suffixes.map((suffix) => `${prefix}${suffix}`)));

it('has a contract-checked test for every operation', () => {
  const untested = operations
    .filter(({ operation }) => operation['x-collection'] === undefined)
    .map(({ operation }) => operation.operationId)
    .filter((operationId) => !composed.has(operationId) && !new RegExp(`['"\`]${operationId}['"\`]`).test(sources));
  expect(untested).toEqual([]);
});
