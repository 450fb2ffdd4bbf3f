// The JSON of a successful API answer, typed as the contract's 200 answer of the operation that made it
// (generated types), so that a test reads what the contract declares rather than a shape of its own.
import type { APIResponse } from '@playwright/test';
import type { OkBody, OperationId } from '../../server/src/contract/operation-types.ts';
import { expect } from './fixtures.ts';

export async function okJson<Id extends OperationId>(response: APIResponse, operationId: Id): Promise<OkBody<Id>> {
  const refusal = response.ok() ? '' : await response.text();
  expect(response.ok(), `${operationId} answered ${response.status()}: ${refusal}`).toBe(true);
  return (await response.json()) as OkBody<Id>;
}
