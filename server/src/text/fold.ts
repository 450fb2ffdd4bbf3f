// Text as searches compare it: lower case without accents, so "gestion" finds "Gestión".
export const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
