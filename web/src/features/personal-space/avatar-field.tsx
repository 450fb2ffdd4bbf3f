// Profile picture: the current picture (or the initials), and a button to upload a new one.
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { assetUrl } from '../../lib/asset-url';
import { formatFileSize } from '../../lib/intl/file-size';
import { avatarDataUrl, avatarFileProblem, avatarFileTypes, avatarMaxFileBytes } from './avatar-picture';

interface AvatarFieldProps {
  value: string;
  name: string;
  onChange: (value: string) => void;
}

export function AvatarField({ value, name, onChange }: AvatarFieldProps) {
  const { t, i18n } = useTranslation('space');
  const [error, setError] = useState<string | null>(null);
  const [isReading, setIsReading] = useState(false);

  const pick = async (file: File | null) => {
    if (!file) return;
    const problem = avatarFileProblem(file);
    if (problem) {
      setError(t(`profile.avatar.errors.${problem}`, { max: formatFileSize(avatarMaxFileBytes, i18n.language) }));
      return;
    }
    setError(null);
    setIsReading(true);
    try {
      onChange(await avatarDataUrl(file));
    } catch {
      setError(t('profile.avatar.errors.unreadable'));
    } finally {
      setIsReading(false);
    }
  };

  return (
    <Group gap="lg" wrap="nowrap" align="center">
      <Avatar src={assetUrl(value)} name={name} color="initials" size={88} radius={88} alt={t('profile.avatar.alt')} />
      <Stack gap={6}>
        <FileButton onChange={(file) => void pick(file)} accept={avatarFileTypes.join(',')}>
          {(props) => (
            <Button {...props} variant="light" leftSection={<IconUpload size={16} />} loading={isReading}>
              {t('profile.avatar.upload')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c={error ? 'red' : 'dimmed'} role={error ? 'alert' : undefined}>
          {error ?? t('profile.avatar.hint')}
        </Text>
      </Stack>
    </Group>
  );
}
