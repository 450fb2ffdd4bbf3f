// The namespaces beyond the entry's that these screens' first paint says (their routes' `translations`, see
// app/router.ts, which types them): one definition for the routes and for `npm run first-load`, which counts what each
// screen waits for (and imports this module alone).

export const firstScreenTranslations = {
  /** The training space, its courses and a course. */
  training: ['space'],
  /** The sign-in, sign-up and password screens of both kinds of user. */
  signing: ['auth'],
  /** The staff home before its posts: their cards say the records' words, which come with the rest of the language. */
  staffHome: ['welcome', 'backoffice'],
} as const;
