import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTRACT_FILE } from '../contract/load.ts';
import { NO_MARKUP_PATTERN } from './validation-message.ts';

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
