// Support request form with validation and a confirmation. The API has no support endpoint (the template's
// form only shows a confirmation too), so the request is confirmed on screen and the form is cleared. The name
// and e-mail start as the signed-in staff member's (their person's, once fetched), who may still change them.
import { Alert, Button, Card, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LeaveGuard } from '../../components/leave-guard/leave-guard';
import { useFollowSaved } from '../../components/version-conflict/use-follow-saved';
import { personName } from '../../lib/auth/person-name';
import { useSessionPerson, useSessionUser } from '../../lib/auth/use-session-user';
import { HelpCenterHeader } from './help-center-header';
import { minMessageLength, type SupportValues, supportErrors } from './support-rules';

const empty: SupportValues = { name: '', email: '', subject: '', message: '' };

export function SupportPage() {
  const { t } = useTranslation('helpCenter');
  const [sentSubject, setSentSubject] = useState<string | null>(null);
  const form = useForm<SupportValues>({
    initialValues: empty,
    validate: (values) =>
      Object.fromEntries(
        Object.entries(supportErrors(values)).map(([field, key]) => [
          field,
          t(`support.errors.${key}`, { count: minMessageLength }),
        ]),
      ),
  });
  const user = useSessionUser('admin');
  const person = useSessionPerson(user);
  useFollowSaved(form, {
    ...empty,
    name: person ? personName(person) : '',
    email: person?.email ?? user?.email ?? '',
  });
  return (
    <Stack gap="xl" maw={720}>
      <HelpCenterHeader title={t('sections.support.title')} subtitle={t('sections.support.description')} />
      {sentSubject !== null && (
        <Alert
          color="teal"
          icon={<IconCircleCheck />}
          title={t('support.sent.title')}
          withCloseButton
          onClose={() => setSentSubject(null)}
        >
          {t('support.sent.message', { subject: sentSubject })}
        </Alert>
      )}
      <Card withBorder padding="lg">
        <LeaveGuard hasChanges={form.isDirty} />
        <form
          noValidate
          onSubmit={form.onSubmit((values) => {
            setSentSubject(values.subject.trim());
            form.reset();
          })}
        >
          <Stack gap="md">
            <TextInput label={t('support.name')} withAsterisk autoComplete="name" {...form.getInputProps('name')} />
            <TextInput
              label={t('support.email')}
              type="email"
              withAsterisk
              autoComplete="email"
              {...form.getInputProps('email')}
            />
            <TextInput label={t('support.subject')} withAsterisk {...form.getInputProps('subject')} />
            <Textarea
              label={t('support.message')}
              withAsterisk
              autosize
              minRows={5}
              {...form.getInputProps('message')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => form.reset()}>
                {t('support.clear')}
              </Button>
              <Button type="submit">{t('support.send')}</Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
