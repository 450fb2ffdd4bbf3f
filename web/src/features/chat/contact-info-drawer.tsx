// Contact information of a conversation: picture, status text, e-mail addresses, phone numbers, job,
// birthday and address, and the media shared in the chat.
import { getChatGetContactQueryKey, useChatGetContact } from '@api/endpoints/chat/chat';
import { Avatar, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import { IconBriefcase, IconCake, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../components/screen-states/screen-states';
import { assetUrl } from '../../lib/asset-url';
import { dateTimeFormat } from '../../lib/intl/formatters';
import { shownAbout } from './shown-about';

interface ContactInfoDrawerProps {
  contactId: string;
  opened: boolean;
  onClose: () => void;
}

export function ContactInfoDrawer({ contactId, opened, onClose }: ContactInfoDrawerProps) {
  const { t, i18n } = useTranslation('chat');
  // Asked for only when the drawer opens.
  const params = { id: contactId };
  const contact = useChatGetContact(params, {
    query: { enabled: opened, queryKey: getChatGetContactQueryKey(params) },
  });
  const data = contact.data;
  const birthday = data?.details.birthday
    ? dateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(data.details.birthday))
    : null;
  const job = [data?.details.title, data?.details.company].filter(Boolean).join(' · ');

  return (
    <Drawer opened={opened} onClose={onClose} position="right" title={t('info.title')}>
      {contact.isPending && <LoadingState />}
      {data && (
        <Stack gap="md">
          <Stack align="center" gap="xs">
            <Avatar src={assetUrl(data.avatar)} name={data.name} color="initials" size={96} />
            <Title order={3}>{data.name}</Title>
            <Text c="dimmed" size="sm">
              {shownAbout(t, data.about)}
            </Text>
          </Stack>
          {data.details.emails.map(({ email }) => (
            <Group key={email} gap="sm" wrap="nowrap">
              <IconMail size={18} />
              <Text size="sm">{email}</Text>
            </Group>
          ))}
          {data.details.phoneNumbers.map(({ country, phoneNumber }) => (
            <Group key={`${country}${phoneNumber}`} gap="sm" wrap="nowrap">
              <IconPhone size={18} />
              <Text size="sm">
                {country.toUpperCase()} {phoneNumber}
              </Text>
            </Group>
          ))}
          {job && (
            <Group gap="sm" wrap="nowrap">
              <IconBriefcase size={18} />
              <Text size="sm">{job}</Text>
            </Group>
          )}
          {birthday && (
            <Group gap="sm" wrap="nowrap">
              <IconCake size={18} />
              <Text size="sm">{birthday}</Text>
            </Group>
          )}
          {data.details.address && (
            <Group gap="sm" wrap="nowrap">
              <IconMapPin size={18} />
              <Text size="sm">{data.details.address}</Text>
            </Group>
          )}
          <Text size="sm" c="dimmed">
            {t('info.media', { count: data.attachments.media.length })}
          </Text>
        </Stack>
      )}
    </Drawer>
  );
}
