// Whether a Spanish text addresses its reader as "tú". The product speaks to citizens and staff of a public
// body as "usted" ("Escriba", "su cuenta"), in its interface and in the texts the body itself writes (help
// centre, notices); mails and chats between colleagues keep their own voice and are not checked.
// Pronouns in any case; verbs only in forms that cannot be anything else: second persons, and imperatives
// when capitalised at the start of a sentence ("se comprueba" is not "Comprueba"; "la consulta" is a noun).
// Boundaries are letters, not \b, which takes an accented letter for the end of a word.
const word = (alternatives: string, flags: string) => new RegExp(`(?<!\\p{L})(?:${alternatives})(?!\\p{L})`, flags);

const pronouns = word('tu|tus|tú|te|ti|contigo', 'iu');
const secondPersons = word(
  'tienes|puedes|quieres|necesitas|cambias|encuentras|estás|termines|pulses|equivocas|podrás|verás|recibirás|encontrarás',
  'iu',
);
const imperatives = word(
  'Escribe|Elige|Comprueba|Vuelve|Guarda|Añade|Pulsa|Accede|Revisa|Rellena|Despliega|Completa|Escríbenos|inténtalo|descárgalo|pídelos|solicítalo',
  'u',
);

export const addressesAsTu = (text: string): boolean =>
  pronouns.test(text) || secondPersons.test(text) || imperatives.test(text);
