// Text read as the searches read it (lower case, no accents), written apart from the server's fold so that the
// tests check it rather than repeat it: combining marks dropped after a canonical decomposition.
export const folded = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
