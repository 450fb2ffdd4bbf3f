// The template's demo account: sign-in compares against it (the README and tests quote it).
export const TEMPLATE_DEMO_USER = {
  name: 'Lucía Fernández',
  email: 'fernandez.lucia@empresa.es',
  password: 'admin',
} as const;
