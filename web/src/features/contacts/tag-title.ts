// The seeded tags keep the template's English titles in the API (its seed names them so); the app shows them in
// the reader's language, as it does the phone and e-mail labels. A tag someone named shows as it was typed.
import type { TFunction } from 'i18next';

export function tagTitle(t: TFunction<'contacts'>, title: string): string {
  return t(`tagTitles.${title}`, { defaultValue: title });
}
