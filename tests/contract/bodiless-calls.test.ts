// A call that takes no body answers the same when the client says JSON without sending any: an interceptor that
// sets `Content-Type: application/json` on every call (a common Angular or fetch wrapper) must not turn a delete
// or a sign-out into "400 body cannot be empty". The types an HTML form posts are still refused.
import { describe, expect, it } from 'vitest';
import { staffClient } from '../helpers/api.ts';
import { addressOf, expectError, operations } from '../helpers/contract.ts';

const staff = staffClient();

// Every write of the contract that takes no body, aimed at nothing (an id no record has, no query), so that it
// changes nothing and answers the same each time.
const bodiless = operations.filter(({ method, operation }) => method !== 'get' && operation.requestBody === undefined);

describe('a call that takes no body', () => {
  it('has writes to try', () => {
    expect(bodiless.length).toBeGreaterThan(10);
  });

  it.each(bodiless.map(({ method, path, operation }) => [operation.operationId, method, path] as const))(
    '%s answers the same with an empty body said to be JSON',
    async (_operationId, method, path) => {
      const call = () => staff.api.call(method as 'post' | 'delete', addressOf(path), staff.token);
      const plain = await call();
      const saidJson = await call().set('Content-Type', 'application/json');
      expect(saidJson.status, JSON.stringify(saidJson.body)).toBe(plain.status);
      expect((saidJson.body as { code?: string }).code).toBe((plain.body as { code?: string }).code);
    },
  );

  it('still refuses an HTML form type, even empty', async () => {
    const form = await staff.api
      .post('/api/mock/reset')
      .set('x-mock-session', staff.api.namespace)
      .set('Content-Type', 'text/plain')
      .send('');
    expectError(form, 415, { code: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});
