// The profile form: picture, personal data, and contact data with the interface language. Mantine useForm
// with the profile rules; messages in the interface language. It saves as every form on her own records does
// (useProfileSubmit): a change staff made meanwhile is kept, and a field both changed is the person's to decide.
import { Button, Fieldset, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LeaveGuard } from '../../components/leave-guard/leave-guard';
import { selectValue } from '../../components/resource/select-value';
import { ConflictNotice } from '../../components/version-conflict/conflict-notice';
import { personName } from '../../lib/auth/person-name';
import { AvatarField } from './avatar-field';
import { profileLimits, profileRules } from './profile-rules';
import { documentTypes, type ProfileValues, profileChanges, profileValues } from './profile-values';
import { openingOf, type ProfileFormSpec, useProfileSubmit } from './use-profile-submit';
import type { ProfileRecords } from './use-save-profile';

interface ProfileFormProps {
  /** The person and the web user as the form opens on them. */
  records: ProfileRecords;
  webuserId: string;
  personId: string;
}

export function ProfileForm({ records, webuserId, personId }: ProfileFormProps) {
  const { t } = useTranslation('space');
  const spec: ProfileFormSpec<ProfileValues> = {
    values: ({ person, webuser }) => profileValues(person, webuser),
    changes: profileChanges,
    saved: t('profile.saved'),
    failed: t('profile.failed'),
  };
  const [initial] = useState(() => openingOf(spec, records));
  const rule =
    <K extends keyof ProfileValues>(field: K) =>
    (value: ProfileValues[K], values: ProfileValues): string | null => {
      const key = profileRules[field]?.(value, values) ?? null;
      const max = field in profileLimits ? profileLimits[field as keyof typeof profileLimits] : 0;
      return key ? t(`profile.errors.${key}`, { max }) : null;
    };
  const validate = {
    firstName: rule('firstName'),
    lastName: rule('lastName'),
    documentNumber: rule('documentNumber'),
    birthDate: rule('birthDate'),
    email: rule('email'),
    phone: rule('phone'),
    organization: rule('organization'),
    position: rule('position'),
    city: rule('city'),
    province: rule('province'),
  };
  const form = useForm<ProfileValues>({ mode: 'controlled', initialValues: initial.values, validate });
  const { submit, versions, isSaving } = useProfileSubmit(form, initial, { webuserId, personId }, spec);

  const text = (field: keyof ProfileValues, props: Partial<Parameters<typeof TextInput>[0]> = {}) => (
    <TextInput label={t(`profile.fields.${field}`)} key={form.key(field)} {...form.getInputProps(field)} {...props} />
  );

  return (
    <form noValidate onSubmit={form.onSubmit((values) => submit(values))}>
      <LeaveGuard hasChanges={form.isDirty} />
      <Stack gap="lg">
        <Fieldset legend={t('profile.sections.picture')} radius="lg">
          <AvatarField
            value={form.values.avatar}
            name={personName(form.values)}
            onChange={(avatar) => form.setFieldValue('avatar', avatar)}
          />
        </Fieldset>
        <Fieldset legend={t('profile.sections.personal')} radius="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {text('firstName', { withAsterisk: true, autoComplete: 'given-name' })}
            {text('lastName', { withAsterisk: true, autoComplete: 'family-name' })}
            <Select
              label={t('profile.fields.documentType')}
              placeholder={t('profile.documentTypePlaceholder')}
              data={documentTypes.map((type) => ({ value: type, label: t(`profile.documentTypes.${type}`) }))}
              clearable
              allowDeselect={false}
              key={form.key('documentType')}
              {...form.getInputProps('documentType')}
              value={selectValue(form.values.documentType)}
              onChange={(value) => form.setFieldValue('documentType', (value ?? '') as ProfileValues['documentType'])}
            />
            {text('documentNumber')}
            {text('birthDate', { type: 'date', autoComplete: 'bday' })}
            {text('organization', { autoComplete: 'organization' })}
            {text('position', { autoComplete: 'organization-title' })}
            {text('city', { autoComplete: 'address-level2' })}
            {text('province', { autoComplete: 'address-level1' })}
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('profile.sections.contact')} radius="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {text('email', { type: 'email', withAsterisk: true, autoComplete: 'email' })}
            {text('phone', { type: 'tel', autoComplete: 'tel' })}
            <Select
              label={t('profile.fields.language')}
              data={[
                { value: 'es', label: t('profile.languages.es') },
                { value: 'en', label: t('profile.languages.en') },
              ]}
              allowDeselect={false}
              // The user's preferred language, a purpose of its own (WCAG 1.3.5); the select's default turns it off.
              autoComplete="language"
              key={form.key('language')}
              {...form.getInputProps('language')}
            />
          </SimpleGrid>
        </Fieldset>
        {versions.conflicts.length > 0 && (
          <ConflictNotice
            fields={versions.conflicts.map((name) => t(`profile.fields.${name as keyof ProfileValues}`))}
            isSaving={isSaving}
            onKeepMine={() => submit(form.getValues())}
            onTakeSaved={versions.takeSaved}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => form.reset()} disabled={!form.isDirty() || isSaving}>
            {t('profile.discard')}
          </Button>
          <Button type="submit" loading={isSaving}>
            {t('profile.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
