// The help desk's form (web/mesadeayuda): the web user's e-mail and phone (seed 000: "a screen for patching the
// web user", PATCH webusers/{id}/profile), kept the same on her person. It saves as the profile does: on the
// versions it was opened at, so a change staff made meanwhile is neither undone unseen nor a reason to refuse.
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusableDisabled } from '../../components/form/focusable-disabled';
import { LeaveGuard } from '../../components/leave-guard/leave-guard';
import { ConflictNotice } from '../../components/version-conflict/conflict-notice';
import { contactRules, type ProfileErrorKey, profileLimits } from './profile-rules';
import { type ContactValues, contactChanges, contactValues } from './profile-values';
import { openingOf, type ProfileFormSpec, useProfileSubmit } from './use-profile-submit';
import type { ProfileRecords } from './use-save-profile';

interface ContactFormProps {
  /** The person and the web user as the form opens on them. */
  records: ProfileRecords;
  webuserId: string;
  personId: string;
}

export function ContactForm({ records, webuserId, personId }: ContactFormProps) {
  const { t } = useTranslation(['space', 'auth']);
  const spec: ProfileFormSpec<ContactValues> = {
    values: ({ person, webuser }) => contactValues(person, webuser),
    changes: contactChanges,
    saved: t('auth:helpDesk.saved'),
    failed: t('space:profile.failed'),
  };
  const [initial] = useState(() => openingOf(spec, records));
  /** A rule's message; `max` for a length's (the phone's pattern holds its own). */
  const message = (key: ProfileErrorKey | null, max?: number) =>
    key ? t(`space:profile.errors.${key}`, { max }) : null;
  const form = useForm<ContactValues>({
    mode: 'controlled',
    initialValues: initial.values,
    validate: {
      email: (value) => message(contactRules.email(value), profileLimits.email),
      phone: (value) => message(contactRules.phone(value)),
    },
  });
  const { submit, versions, isSaving } = useProfileSubmit(form, initial, { webuserId, personId }, spec);
  const label = (field: keyof ContactValues) => t(`space:profile.fields.${field}`);

  return (
    <form noValidate onSubmit={form.onSubmit((values) => submit(values))}>
      <LeaveGuard hasChanges={form.isDirty} />
      <Stack gap="md">
        <TextInput
          label={label('email')}
          type="email"
          withAsterisk
          autoComplete="email"
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <TextInput
          label={label('phone')}
          type="tel"
          autoComplete="tel"
          key={form.key('phone')}
          {...form.getInputProps('phone')}
        />
        {versions.conflicts.length > 0 && (
          <ConflictNotice
            fields={versions.conflicts.map((name) => label(name as keyof ContactValues))}
            isSaving={isSaving}
            onKeepMine={() => submit(form.getValues())}
            onTakeSaved={versions.takeSaved}
          />
        )}
        <Button type="submit" fullWidth loading={isSaving} {...focusableDisabled(!form.isDirty())}>
          {t('auth:helpDesk.submit')}
        </Button>
      </Stack>
    </form>
  );
}
