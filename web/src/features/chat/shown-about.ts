// Every chat contact starts with the template's status text, "Hi there! I'm using FuseChat." (the contract's
// default): the app says it in the reader's language. A status someone wrote shows as written.
import type { TFunction } from 'i18next';

const templateDefaultAbout = "Hi there! I'm using FuseChat.";

export function shownAbout(t: TFunction<'chat'>, about: string): string {
  return about === templateDefaultAbout ? t('defaultAbout') : about;
}
