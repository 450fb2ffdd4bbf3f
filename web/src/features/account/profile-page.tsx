// Profile of the signed-in template user: how others see them (picture, name, status) and the form to
// change the name and the picture.
import type { UserAccount } from '@api/model';
import { Avatar, Badge, Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { EmailAddress } from '../../components/email-address';
import { focusableDisabled } from '../../components/form/focusable-disabled';
import { LeaveGuard } from '../../components/leave-guard/leave-guard';
import { presenceColors } from '../../components/user-menu/presence';
import { usePresenceWords } from '../../components/user-menu/use-presence-words';
import { useFollowSaved } from '../../components/version-conflict/use-follow-saved';
import { assetUrl } from '../../lib/asset-url';
import classes from './account.module.css';
import { AccountFrame } from './account-frame';
import { nameError } from './account-rules';
import { useSaveUser } from './use-save-user';

function ProfileForm({ user }: { user: UserAccount }) {
  const { t } = useTranslation('account');
  const save = useSaveUser();
  const saved = { name: user.name, avatar: user.avatar ?? '' };
  const form = useForm({
    initialValues: saved,
    validate: { name: (value) => (nameError(value) ? t(`errors.${nameError(value) ?? 'required'}`) : null) },
  });
  useFollowSaved(form, saved);
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        save.mutate(
          { data: { user: { name: values.name.trim(), avatar: values.avatar.trim() || null } } },
          { onSuccess: () => form.resetDirty(values) },
        ),
      )}
    >
      <LeaveGuard hasChanges={form.isDirty} />
      <Stack gap="md">
        {/* Their purposes, for browsers and assistive tools (WCAG 1.3.5): the user's own name and picture. */}
        <TextInput label={t('fields.name')} withAsterisk autoComplete="name" {...form.getInputProps('name')} />
        <TextInput
          label={t('fields.avatar')}
          description={t('fields.avatarHint')}
          autoComplete="photo"
          {...form.getInputProps('avatar')}
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

export function AccountProfilePage() {
  const { t } = useTranslation('account');
  const presenceWords = usePresenceWords();
  return (
    <AccountFrame title={t('profile.title')} subtitle={t('profile.subtitle')}>
      {(user) => (
        <>
          <Card withBorder padding="lg">
            <Group wrap="nowrap">
              <Avatar src={assetUrl(user.avatar)} name={user.name} color="initials" size={80} radius={80} />
              <div className={classes.identity}>
                <Text size="xl" fw={700}>
                  {user.name}
                </Text>
                <Text c="dimmed">
                  <EmailAddress address={user.email} />
                </Text>
                <Badge mt={6} variant="dot" color={presenceColors[user.status]}>
                  {presenceWords(user.status)}
                </Badge>
              </div>
            </Group>
          </Card>
          <Card withBorder padding="lg">
            <ProfileForm user={user} />
          </Card>
        </>
      )}
    </AccountFrame>
  );
}
