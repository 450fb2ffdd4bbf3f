import { describe, expect, it } from 'vitest';
import { userWriteKind } from './user-writes.ts';

describe('userWriteKind', () => {
  it('picks the writes of the user collections and their extras, by kind', () => {
    expect(userWriteKind('POST', '/api/node/usuarios')).toBe('admin');
    expect(userWriteKind('PUT', '/api/node/usuarios/:id')).toBe('admin');
    expect(userWriteKind('PUT', '/api/node/webusers/:id')).toBe('web');
    expect(userWriteKind('PATCH', '/api/node/webusers/:id/status')).toBe('web');
    expect(userWriteKind(['PATCH'], '/api/node/webusers/:id/profile')).toBe('web');
  });

  it('leaves reads, searches and other collections alone', () => {
    expect(userWriteKind('GET', '/api/node/usuarios/:id')).toBeUndefined();
    expect(userWriteKind('GET', '/api/node/usuarios/search')).toBeUndefined();
    expect(userWriteKind('POST', '/api/node/posts')).toBeUndefined();
    expect(userWriteKind('PUT', '/api/node/personas/:id')).toBeUndefined();
    expect(userWriteKind('POST', '/api/auth/:userKind/login')).toBeUndefined();
  });
});
