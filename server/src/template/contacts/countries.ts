// The country dial-code list, read from the `world-countries` package (never typed by hand):
// Spanish common names, ITU dial prefixes and offsets into the web's vertical flag sprite.
import { createRequire } from 'node:module';
import type { Countries } from 'world-countries';
import type { Schema } from '../../contract/operation-types.ts';

// The package is CommonJS whose typings declare an ES default export; require gives the array either way.
const worldCountries = createRequire(import.meta.url)('world-countries') as Countries;

export type ContactsCountry = Schema<'ContactsCountry'>;

/** Height in px of one flag row in the web's sprite, whose rows follow this list's order. */
export const FLAG_SPRITE_ROW_PX = 20;

/**
 * `+<root><suffix>` when the package lists one suffix. With several suffixes, the zones +1 (North
 * America) and +7 (Russia, Kazakhstan) are whole country codes; elsewhere the first suffix completes it.
 */
export function dialCode(root: string, suffixes: readonly string[]): string {
  if (suffixes.length === 1) return `${root}${suffixes[0]}`;
  if (root === '+1' || root === '+7') return root;
  return `${root}${suffixes[0] ?? ''}`;
}

export function flagImagePos(index: number): string {
  return `-1px -${1 + index * FLAG_SPRITE_ROW_PX}px`;
}

/** Every country or territory with a dial code (Antarctica and Heard Island have none), sorted by Spanish name. */
export function buildCountries(newId: () => string): ContactsCountry[] {
  return worldCountries
    .filter((country) => country.idd.root !== '')
    .map((country) => ({
      iso: country.cca2.toLowerCase(),
      name: country.translations.spa?.common ?? country.name.common,
      code: dialCode(country.idd.root, country.idd.suffixes),
    }))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((country, index) => ({ id: newId(), ...country, flagImagePos: flagImagePos(index) }));
}
