import { readFileSync } from 'node:fs';
import type { FastifyError } from 'fastify';
import { describe, expect, it } from 'vitest';
import { CONTRACT_FILE } from '../contract/load.ts';
import { describeValidationError, NO_MARKUP_PATTERN } from './validation-message.ts';

/** Every `pattern` of the contract, wherever it is. */
function patternsOf(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) patternsOf(item, found);
  else if (typeof node === 'object' && node !== null)
    for (const [key, value] of Object.entries(node)) {
      if (key === 'pattern' && typeof value === 'string') found.push(value);
      else patternsOf(value, found);
    }
  return found;
}

describe('the plain-text rule', () => {
  const noMarkup = new RegExp(NO_MARKUP_PATTERN, 'u');

  it('is the one rule about "<" in the contract, worded by the server', () => {
    const aboutAngles = patternsOf(JSON.parse(readFileSync(CONTRACT_FILE, 'utf8'))).filter((one) => one.includes('<'));
    expect(aboutAngles.length).toBeGreaterThan(30);
    expect(new Set(aboutAngles)).toEqual(new Set([NO_MARKUP_PATTERN]));
  });

  it('keeps the signs of prose', () => {
    for (const text of ['Plazo < 30 días', 'Importe > 10.000 €', '5<6 y 7>3', '<< Volver', '-> siguiente', '', 'a\nb'])
      expect(noMarkup.test(text), text).toBe(true);
  });

  it('refuses markup: a tag, a closing tag, a comment or a declaration, on any line', () => {
    for (const text of [
      '<b>Ayuda</b>',
      'Texto </p>',
      '<!-- x -->',
      '<?xml version="1.0"?>',
      'uno\n<script>',
      '<img src=x>',
    ])
      expect(noMarkup.test(text), text).toBe(false);
  });
});

describe('describeValidationError', () => {
  const failure = (instancePath: string, allowedValues: unknown[]) =>
    ({
      message: 'body must be equal to one of the allowed values',
      validationContext: 'body',
      validation: [
        {
          instancePath,
          keyword: 'enum',
          params: { allowedValues },
          message: 'must be equal to one of the allowed values',
        },
      ],
    }) as unknown as FastifyError;

  it("says a choice's values, what to send instead", () => {
    expect(describeValidationError(failure('/status', ['draft', 'published']))).toEqual({
      message: 'body status must be one of "draft", "published"',
      field: 'status',
    });
  });

  it('says the first twelve of a long choice and how many it holds', () => {
    const values = Array.from({ length: 20 }, (_, index) => `v${index}`);
    const said = values.slice(0, 12).map((value) => `"${value}"`);
    expect(describeValidationError(failure('/steps/0/status', values)).message).toBe(
      `body steps.0.status must be one of ${said.join(', ')}, … (20 in all)`,
    );
  });

  it('says an empty update sets no field', () => {
    const empty = {
      message: 'body must NOT have fewer than 1 properties',
      validationContext: 'body',
      validation: [{ instancePath: '', keyword: 'minProperties', params: { limit: 1 } }],
    } as unknown as FastifyError;
    expect(describeValidationError(empty)).toEqual({
      message: 'body must set at least 1 field (an update changes the fields it sends)',
      field: undefined,
    });
  });
});
