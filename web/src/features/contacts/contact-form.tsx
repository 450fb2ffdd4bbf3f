// Edit form of a contact. A refused save keeps everything typed and says why next to the buttons.
import { useContactsListTags } from '@api/endpoints/contacts/contacts';
import type { ContactsContact } from '@api/model';
import {
  Alert,
  Button,
  Divider,
  Group,
  MultiSelect,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { LocalizedDates } from '../../components/dates/localized-dates';
import { LeaveGuard } from '../../components/leave-guard/leave-guard';
import { useQueryOptions } from '../../components/option-list/use-option-list-status';
import { PaneBody } from '../../components/two-pane/two-pane';
import { useTagTitle } from '../../lib/i18n/tag-title';
import { refusalText } from '../../lib/refusal-text';
import { AvatarEditor } from './avatar-editor';
import { contactLimits, toContactChanges } from './contact-form-values';
import classes from './contacts.module.css';
import { EmailFields } from './email-fields';
import { NotesEditor } from './notes-editor';
import { PhoneFields } from './phone-fields';
import { useContactForm } from './use-contact-form';
import { useUpdateContact } from './use-contact-writes';

interface ContactFormProps {
  contact: ContactsContact;
  onDone: () => void;
  /** The name takes the focus: the form replaced the contact's view in place. */
  focusName?: boolean;
}

export function ContactForm({ contact, onDone, focusName = false }: ContactFormProps) {
  const { t } = useTranslation('contacts');
  const tagTitle = useTagTitle('contacts');
  const tags = useContactsListTags();
  const update = useUpdateContact();
  const form = useContactForm(contact);
  const tagOptions = useQueryOptions(
    tags,
    (tag) => ({ value: tag.id, label: tagTitle(tag.title) }),
    form.values.tags,
    t('form.noTagMatches'),
  );
  const contactFields = {
    name: t('fields.name'),
    title: t('fields.title'),
    company: t('fields.company'),
    address: t('fields.address'),
    notes: t('fields.notes'),
  };
  const save = form.onSubmit((values) =>
    update.mutate({ data: { id: contact.id, contact: toContactChanges(values, contact) } }, { onSuccess: onDone }),
  );

  return (
    <PaneBody>
      <LeaveGuard hasChanges={form.isDirty} />
      <form onSubmit={save} noValidate aria-label={t('form.label')}>
        <Stack gap="md" className={classes.detail}>
          <Title order={2}>{t('form.title')}</Title>
          <AvatarEditor contact={contact} />
          <TextInput
            label={t('fields.name')}
            required
            maxLength={contactLimits.name}
            autoFocus={focusName}
            {...form.getInputProps('name')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('fields.title')} maxLength={contactLimits.title} {...form.getInputProps('title')} />
            <TextInput
              label={t('fields.company')}
              maxLength={contactLimits.company}
              {...form.getInputProps('company')}
            />
          </SimpleGrid>
          <Divider label={t('sections.emails')} labelPosition="left" />
          <EmailFields form={form} />
          <Divider label={t('sections.phones')} labelPosition="left" />
          <PhoneFields form={form} />
          <Divider />
          <MultiSelect label={t('fields.tags')} {...tagOptions} searchable {...form.getInputProps('tags')} />
          <LocalizedDates>
            <DatePickerInput
              label={t('fields.birthday')}
              valueFormat="D MMMM YYYY"
              clearable
              {...form.getInputProps('birthday')}
            />
          </LocalizedDates>
          <Textarea
            label={t('fields.address')}
            autosize
            minRows={2}
            maxLength={contactLimits.address}
            {...form.getInputProps('address')}
          />
          <NotesEditor
            label={t('fields.notes')}
            value={form.values.notes}
            onChange={(html) => form.setFieldValue('notes', html)}
          />
          {update.isError && (
            <Alert color="red" title={t('form.refused')}>
              {refusalText(update.error, contactFields)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </PaneBody>
  );
}
