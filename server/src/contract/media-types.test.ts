import { describe, expect, it } from 'vitest';
import { assertMediaType } from './media-types.ts';

const json = ['application/json'];

describe('assertMediaType', () => {
  it('accepts a declared type with parameters and in any case', () => {
    expect(() => assertMediaType({ 'content-type': 'Application/JSON; charset=utf-8' }, json)).not.toThrow();
    expect(() => assertMediaType({}, json)).not.toThrow();
  });

  it('refuses multipart where only JSON is declared, and on operations without a body', () => {
    expect(() => assertMediaType({ 'content-type': 'multipart/form-data; boundary=x' }, json)).toThrow(/not accepted/);
    expect(() => assertMediaType({ 'content-type': 'multipart/form-data; boundary=x' }, [])).toThrow(/not accepted/);
    expect(() => assertMediaType({ 'content-type': ' Multipart/Form-Data' }, [])).toThrow(/not accepted/);
  });

  it('ignores the header of a bodiless operation otherwise, and matches wildcards', () => {
    expect(() => assertMediaType({ 'content-type': 'application/json' }, [])).not.toThrow();
    expect(() => assertMediaType({ 'content-type': 'image/png' }, ['image/*'])).not.toThrow();
    expect(() => assertMediaType({ 'content-type': 'text/html' }, ['image/*'])).toThrow();
  });
});
