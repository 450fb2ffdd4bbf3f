// Text as a search on screen compares it: lower case and without accents, so "auditoria" finds "Auditoría".
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();
}

/** Whether a text holds what was typed, read the same way (an empty search holds in every text). */
export function holdsSearch(text: string, search: string): boolean {
  return foldText(text).includes(foldText(search.trim()));
}
