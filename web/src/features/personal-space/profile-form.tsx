// The profile form: picture, personal data, and contact data with the interface language. Mantine useForm
// with the profile rules; messages in the interface language.
import { HttpError } from '@http-client';
import { Button, Fieldset, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { LeaveGuard } from '../../components/leave-guard/leave-guard';
import { AvatarField } from './avatar-field';
import { profileLimits, profileRules } from './profile-rules';
import { documentTypes, type ProfileValues, profileChanges } from './profile-values';
import { useSaveProfile } from './use-save-profile';

interface ProfileFormProps {
  initialValues: ProfileValues;
  webuserId: string;
  personId: string;
}

export function ProfileForm({ initialValues, webuserId, personId }: ProfileFormProps) {
  const { t } = useTranslation('space');
  const save = useSaveProfile(webuserId, personId);
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
  const form = useForm<ProfileValues>({ mode: 'controlled', initialValues, validate });

  const submit = (values: ProfileValues) =>
    save.mutate(profileChanges(values, initialValues), {
      onSuccess: () => {
        form.resetDirty(values);
        notifications.show({ color: 'teal', message: t('profile.saved') });
      },
      onError: (error) => {
        if (error instanceof HttpError && error.status === 409)
          form.setFieldError('email', t('profile.errors.emailTaken'));
        else notifications.show({ color: 'red', message: t('profile.failed') });
      },
    });

  const text = (field: keyof ProfileValues, props: Partial<Parameters<typeof TextInput>[0]> = {}) => (
    <TextInput label={t(`profile.fields.${field}`)} key={form.key(field)} {...form.getInputProps(field)} {...props} />
  );

  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <LeaveGuard hasChanges={form.isDirty} />
      <Stack gap="lg">
        <Fieldset legend={t('profile.sections.picture')} radius="lg">
          <AvatarField
            value={form.values.avatar}
            name={`${form.values.firstName} ${form.values.lastName}`}
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
        <Group justify="flex-end">
          <Button variant="default" onClick={() => form.reset()} disabled={!form.isDirty() || save.isPending}>
            {t('profile.discard')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('profile.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
