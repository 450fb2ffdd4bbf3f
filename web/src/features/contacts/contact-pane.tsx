// The selected contact (route apps/contacts/$id): read view, or the edit form with ?edit=true.
import { getContactsGetContactQueryKey, useContactsGetContact } from '@api/endpoints/contacts/contacts';
import { Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../components/load-failed/load-failed';
import { LoadingState } from '../../components/screen-states/screen-states';
import { useRecordTitle } from '../../components/shell/record-title';
import { hasFailedToLoad } from '../../lib/is-not-found';
import { useFocusOnReturn } from '../../lib/use-focus-on-return';
import { ContactForm } from './contact-form';
import { ContactView } from './contact-view';
import { useShownContacts } from './shown-contact';

const route = getRouteApi('/backoffice/apps/contacts/$id');

export function ContactPane() {
  const { t } = useTranslation('contacts');
  const { id } = route.useParams();
  const { edit } = route.useSearch();
  const navigate = route.useNavigate();
  const shown = useShownContacts();
  const contact = useContactsGetContact(
    { id },
    { query: { queryKey: getContactsGetContactQueryKey({ id }), select: shown.one } },
  );
  useRecordTitle(contact.data?.name, contact.isPending);
  const setEditing = (isEditing: boolean) =>
    void navigate({ search: (previous) => ({ ...previous, edit: isEditing || undefined }) });
  // Opened by the edit button, the form's first field takes the focus; saved or cancelled, the form gives it to the
  // view's edit button, not to the page.
  const [isOpenedByButton, setOpenedByButton] = useState(false);
  const startEditing = () => {
    setOpenedByButton(true);
    setEditing(true);
  };
  const editButton = useFocusOnReturn<HTMLButtonElement>(!edit);
  const stopEditing = () => {
    editButton.focusOnReturn();
    setEditing(false);
  };

  if (contact.isPending) {
    return <LoadingState label={t('loading')} />;
  }
  if (hasFailedToLoad(contact)) {
    return <LoadFailed title={t('loadError')} query={contact} m="sm" />;
  }
  if (!contact.data) {
    return (
      <Text p="xl" c="dimmed">
        {t('notFound')}
      </Text>
    );
  }
  // Keyed by id: another contact starts a fresh form.
  return edit ? (
    <ContactForm key={contact.data.id} contact={contact.data} onDone={stopEditing} focusName={isOpenedByButton} />
  ) : (
    <ContactView contact={contact.data} onEdit={startEditing} editButtonRef={editButton.ref} />
  );
}
