// Settings of the signed-in template user: the account (name and e-mail, saved with the form) and the
// presence status (saved at once, optimistically).
import type { UserAccount } from '@api/model';
import { Button, Card, Group, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { focusableDisabled } from '../../components/form/focusable-disabled';
import { LeaveGuard } from '../../components/leave-guard/leave-guard';
import { isPresenceStatus, presenceStatuses } from '../../components/user-menu/presence';
import { usePresenceWords } from '../../components/user-menu/use-presence-words';
import { useFollowSaved } from '../../components/version-conflict/use-follow-saved';
import { AccountFrame } from './account-frame';
import { emailError, nameError } from './account-rules';
import { useSaveUser } from './use-save-user';

function AccountForm({ user }: { user: UserAccount }) {
  const { t } = useTranslation('account');
  const save = useSaveUser();
  const saved = { name: user.name, email: user.email };
  const form = useForm({
    initialValues: saved,
    validate: {
      name: (value) => {
        const key = nameError(value);
        return key ? t(`errors.${key}`) : null;
      },
      email: (value) => {
        const key = emailError(value);
        return key ? t(`errors.${key}`) : null;
      },
    },
  });
  useFollowSaved(form, saved);
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        save.mutate(
          { data: { user: { name: values.name.trim(), email: values.email.trim() } } },
          { onSuccess: () => form.resetDirty(values) },
        ),
      )}
    >
      <LeaveGuard hasChanges={form.isDirty} />
      <Stack gap="md">
        {/* Their purposes, for browsers and assistive tools (WCAG 1.3.5): the user's own name and address. */}
        <TextInput label={t('fields.name')} withAsterisk autoComplete="name" {...form.getInputProps('name')} />
        <TextInput
          label={t('fields.email')}
          description={t('fields.emailHint')}
          withAsterisk
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} {...focusableDisabled(!form.isDirty())}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function StatusSetting({ user }: { user: UserAccount }) {
  const { t } = useTranslation('account');
  const presenceWords = usePresenceWords();
  const save = useSaveUser({ optimistic: true });
  // The four statuses side by side need about 350 px: on a phone they stack, each as wide as the card.
  const narrow = useMediaQuery('(max-width: 30em)') ?? false;
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('settings.status')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('settings.statusHint')}
      </Text>
      <SegmentedControl
        aria-label={t('settings.status')}
        orientation={narrow ? 'vertical' : 'horizontal'}
        fullWidth={narrow}
        value={user.status}
        data={presenceStatuses.map((status) => ({ value: status, label: presenceWords(status) }))}
        onChange={(value) => isPresenceStatus(value) && save.mutate({ data: { user: { status: value } } })}
      />
    </Stack>
  );
}

export function AccountSettingsPage() {
  const { t } = useTranslation('account');
  return (
    <AccountFrame title={t('settings.title')} subtitle={t('settings.subtitle')}>
      {(user) => (
        <>
          <Card withBorder padding="lg">
            <Title order={2} size="h4" mb="md">
              {t('settings.account')}
            </Title>
            <AccountForm user={user} />
          </Card>
          <Card withBorder padding="lg">
            <StatusSetting user={user} />
          </Card>
        </>
      )}
    </AccountFrame>
  );
}
