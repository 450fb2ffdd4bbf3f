// The note's image: chosen from a file and kept as a data URL (as the template stores it), with a preview
// and a remove button.
import { Button, FileInput, Group, Image, Stack } from '@mantine/core';
import { IconPhoto, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { assetUrl } from '../../lib/asset-url';
import classes from './notes.module.css';

interface NoteImageFieldProps {
  value: string | null;
  onChange: (image: string | null) => void;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export function NoteImageField({ value, onChange }: NoteImageFieldProps) {
  const { t } = useTranslation('notes');
  if (value) {
    return (
      <Stack gap="xs">
        <Image src={assetUrl(value)} alt="" radius="md" className={classes.image} />
        <Group>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} />}
            onClick={() => onChange(null)}
          >
            {t('dialog.removeImage')}
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <FileInput
      label={t('dialog.image')}
      accept="image/png,image/jpeg,image/gif,image/webp,image/svg+xml"
      leftSection={<IconPhoto size={16} />}
      clearable
      onChange={(file) => {
        if (file) void readAsDataUrl(file).then(onChange);
      }}
    />
  );
}
