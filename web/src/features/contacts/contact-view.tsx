// A contact as read: picture, name and job, tags, e-mail addresses, phone numbers, birthday, address, notes.
import {
  getContactsListCountriesQueryKey,
  useContactsListCountries,
  useContactsListTags,
} from '@api/endpoints/contacts/contacts';
import type { ContactsContact } from '@api/model';
import { Anchor, Avatar, Badge, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCake, IconMail, IconMapPin, IconPencil, IconPhone } from '@tabler/icons-react';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailAddress } from '../../components/email-address';
import { SafeHtml } from '../../components/publication/safe-html';
import { PaneBody } from '../../components/two-pane/two-pane';
import { assetUrl } from '../../lib/asset-url';
import { useTagTitle } from '../../lib/i18n/tag-title';
import { dateTimeFormat } from '../../lib/intl/formatters';
import classes from './contacts.module.css';
import { DeleteContactButton } from './delete-contact-button';

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Box className={classes.lineIcon}>{icon}</Box>
      <Box className={classes.lineText}>{children}</Box>
    </Group>
  );
}

interface ContactViewProps {
  contact: ContactsContact;
  onEdit: () => void;
  editButtonRef?: Ref<HTMLButtonElement>;
}

export function ContactView({ contact, onEdit, editButtonRef }: ContactViewProps) {
  const { t, i18n } = useTranslation('contacts');
  const tagTitle = useTagTitle('contacts');
  const tags = useContactsListTags();
  const countries = useContactsListCountries({
    query: { queryKey: getContactsListCountriesQueryKey(), staleTime: Number.POSITIVE_INFINITY },
  });
  const dialCode = (iso: string) => countries.data?.find((country) => country.iso === iso)?.code ?? '';
  const birthday = contact.birthday
    ? dateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(contact.birthday))
    : null;
  const title = contact.job?.title || contact.title;
  const company = contact.job?.company || contact.company;

  return (
    <PaneBody>
      <Box className={classes.cover} />
      <Stack gap="lg" className={classes.detail}>
        <Group justify="space-between" align="flex-end" className={classes.detailHead}>
          <Avatar
            src={assetUrl(contact.avatar)}
            name={contact.name}
            color="initials"
            size={112}
            className={classes.avatarRing}
          />
          <Group gap="xs">
            <Button ref={editButtonRef} leftSection={<IconPencil size={16} />} onClick={onEdit}>
              {t('actions.edit')}
            </Button>
            <DeleteContactButton contact={contact} />
          </Group>
        </Group>
        <Box>
          <Title order={2}>{contact.name}</Title>
          {(title || company) && <Text c="dimmed">{[title, company].filter(Boolean).join(' · ')}</Text>}
        </Box>
        {contact.tags.length > 0 && (
          <Group gap="xs">
            {contact.tags.map((id) => (
              <Badge key={id} variant="light">
                {tagTitle(tags.data?.find((tag) => tag.id === id)?.title ?? id)}
              </Badge>
            ))}
          </Group>
        )}
        {contact.emails.map(({ email, label }) => (
          <Line key={email} icon={<IconMail size={20} />}>
            <Anchor href={`mailto:${email}`}>
              <EmailAddress address={email} />
            </Anchor>
            <Text size="sm" c="dimmed">
              {t(`emailLabels.${label}`, { defaultValue: label })}
            </Text>
          </Line>
        ))}
        {contact.phoneNumbers.map(({ country, phoneNumber, label }) => (
          <Line key={`${country}${phoneNumber}`} icon={<IconPhone size={20} />}>
            <Text>
              <Text span c="dimmed" className={classes.iso}>
                {country}
              </Text>{' '}
              {dialCode(country)} {phoneNumber}
            </Text>
            <Text size="sm" c="dimmed">
              {t(`phoneLabels.${label}`, { defaultValue: label })}
            </Text>
          </Line>
        ))}
        {birthday && <Line icon={<IconCake size={20} />}>{birthday}</Line>}
        {contact.address && <Line icon={<IconMapPin size={20} />}>{contact.address}</Line>}
        {contact.notes && <SafeHtml html={contact.notes} />}
      </Stack>
    </PaneBody>
  );
}
