// Turns the form rules into Mantine useForm validators with Spanish (or English) messages.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as rules from './validation-rules';

type Rule = (value: string) => rules.ValidationMessageKey | null;

export function useValidators() {
  const { t } = useTranslation('auth');
  return useMemo(() => {
    const translate =
      (...checks: Rule[]) =>
      (value: string): string | null => {
        for (const check of checks) {
          const key = check(value);
          if (key) return t(`validation.${key}`, { ...rules.limits });
        }
        return null;
      };
    return {
      required: translate(rules.required),
      email: translate(rules.email),
      username: translate(rules.username),
      newPassword: translate(rules.newPassword),
      name: translate(rules.required, rules.maxLength(rules.limits.nameMax)),
      phone: translate(rules.phone),
      sameAs: (other: string) => translate(rules.sameAs(other)),
    };
  }, [t]);
}
