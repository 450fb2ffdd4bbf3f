// A contact's picture: upload one (sent as a data URL, stored at once) or remove it.
import type { ContactsContact } from '@api/model';
import { Avatar, Button, FileButton, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { assetUrl } from '../../lib/asset-url';
import { refusalText } from '../../lib/refusal-text';
import { useUpdateContact, useUploadAvatar } from './use-contact-writes';

// The contract takes data URLs up to 1,000,000 characters: about 730 KB of image.
const maxBytes = 700 * 1024;

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export function AvatarEditor({ contact }: { contact: ContactsContact }) {
  const { t } = useTranslation('contacts');
  const upload = useUploadAvatar();
  const update = useUpdateContact();
  const refuse = (message: string) => notifications.show({ color: 'red', title: t('avatar.refused'), message });

  const pick = async (file: File | null) => {
    if (!file) return;
    if (file.size > maxBytes) {
      refuse(t('avatar.tooLarge'));
      return;
    }
    const avatar = await readAsDataUrl(file);
    upload.mutate({ data: { id: contact.id, avatar } }, { onError: (error) => refuse(refusalText(error)) });
  };

  return (
    <Group>
      <Avatar src={assetUrl(contact.avatar)} name={contact.name} color="initials" size={72} />
      <FileButton onChange={(file) => void pick(file)} accept="image/png,image/jpeg,image/webp,image/gif">
        {(props) => (
          <Button {...props} variant="light" leftSection={<IconUpload size={16} />} loading={upload.isPending}>
            {t('avatar.upload')}
          </Button>
        )}
      </FileButton>
      {contact.avatar && (
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={16} />}
          loading={update.isPending}
          onClick={() => update.mutate({ data: { id: contact.id, contact: { avatar: null } } })}
        >
          {t('avatar.remove')}
        </Button>
      )}
    </Group>
  );
}
