// The fixed accounts of the seed, for sign-in in tests, docs and demos (the seed stores these passwords).
export const SEEDED_CREDENTIALS = {
  admin: { username: 'admin', email: 'admin@supervision.example', password: 'Supervision.2026' },
  webUsers: {
    lucia: { username: 'lucia.martin', email: 'lucia.martin@correo.example', password: 'Capacitacion.2026' },
    pablo: { username: 'pablo.garcia', email: 'pablo.garcia@correo.example', password: 'Capacitacion.2026' },
    guest: { username: 'invitado', email: 'invitado@supervision.example', password: 'Invitado.2026' },
  },
} as const;

/** Every password the seed stores (hashed), each once. */
export const SEEDED_PASSWORDS: readonly string[] = [
  ...new Set([SEEDED_CREDENTIALS.admin, ...Object.values(SEEDED_CREDENTIALS.webUsers)].map((user) => user.password)),
];
