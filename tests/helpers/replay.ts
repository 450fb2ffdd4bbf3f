// Replays a request the way the template's Angular front end sends it: JSON bodies for objects, a bare
// string as text/plain (Angular's HttpClient does so), query parameters as strings; then checks the answer
// against the contract and returns its body for the checks of the fields the template's code reads.
import { expect } from 'vitest';
import type { Api } from './api.ts';
import { expectContract } from './contract.ts';

export interface Sent {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  url: string;
  query?: Record<string, string>;
  body?: unknown;
  /** Headers the template sets itself (the avatar upload's Content-Type). */
  headers?: Record<string, string>;
}

export async function replay(api: Api, operationId: string, sent: Sent): Promise<unknown> {
  let test = api.call(sent.method, sent.url);
  if (sent.query !== undefined) test = test.query(sent.query);
  for (const [name, value] of Object.entries(sent.headers ?? {})) test = test.set(name, value);
  if (typeof sent.body === 'string') test = test.set('Content-Type', 'text/plain').send(sent.body);
  else if (sent.body !== undefined) {
    const json = JSON.stringify(sent.body);
    test = sent.headers?.['Content-Type'] === undefined ? test.send(sent.body as object) : test.send(json);
  }
  const response = await test;
  expect(response.status, `${operationId}: ${JSON.stringify(response.body).slice(0, 400)}`).toBe(200);
  expectContract(response, operationId);
  return response.text === 'null' ? null : response.body;
}
