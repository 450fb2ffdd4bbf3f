// The account screens' fields, each defined once: its label, the browser's autofill token (WCAG 1.3.5, and
// password managers), its input type and hint. A form places a field by the kind it is and the value it
// binds, and every screen that asks for an e-mail or a new password asks for it the same way.
import { PasswordInput, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';

type AuthKey = ParseKeys<'auth'>;

interface FieldDefinition {
  label: AuthKey;
  autoComplete: string;
  type?: 'email' | 'tel';
  isSecret?: boolean;
  hint?: AuthKey;
  isOptional?: boolean;
}

const FIELDS = {
  login: { label: 'fields.login', autoComplete: 'username' },
  firstName: { label: 'fields.firstName', autoComplete: 'given-name' },
  lastName: { label: 'fields.lastName', autoComplete: 'family-name' },
  username: { label: 'fields.username', autoComplete: 'username', hint: 'fields.usernameHint' },
  email: { label: 'fields.email', autoComplete: 'email', type: 'email' },
  phone: { label: 'fields.phone', autoComplete: 'tel', type: 'tel', isOptional: true },
  password: { label: 'fields.password', autoComplete: 'current-password', isSecret: true },
  chosenPassword: { label: 'fields.password', autoComplete: 'new-password', isSecret: true },
  newPassword: { label: 'fields.newPassword', autoComplete: 'new-password', isSecret: true },
  confirmation: { label: 'fields.confirmation', autoComplete: 'new-password', isSecret: true },
} as const satisfies Record<string, FieldDefinition>;

export type AuthFieldKind = keyof typeof FIELDS;

interface AuthFieldProps<Values extends Record<string, string>> {
  form: UseFormReturnType<Values>;
  /** The form value the field binds. */
  name: keyof Values & string;
  /** What the field asks for; the value's name when it says so already. */
  kind?: AuthFieldKind;
}

export function AuthField<Values extends Record<string, string>>({ form, name, kind }: AuthFieldProps<Values>) {
  const { t } = useTranslation('auth');
  const field: FieldDefinition = FIELDS[kind ?? (name as AuthFieldKind)];
  const props = {
    label: t(field.label),
    description: field.hint ? t(field.hint) : undefined,
    autoComplete: field.autoComplete,
    withAsterisk: !field.isOptional,
    ...form.getInputProps(name),
  };
  return field.isSecret ? (
    <PasswordInput key={form.key(name)} {...props} />
  ) : (
    <TextInput key={form.key(name)} type={field.type} {...props} />
  );
}
