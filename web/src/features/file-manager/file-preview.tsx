// Preview and download of a file in the details drawer: a picture inline, a PDF in an iframe where the
// browser shows PDFs in a page, the others only downloadable; the served stand-ins are an SVG, a PDF and plain
// text respectively.
import type { FileManagerItem } from '@api/model';
import { Button, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PdfFrame } from '../../components/pdf-frame/pdf-frame';
import classes from './file-manager.module.css';

/** The download's file name, with the extension of what the server actually sends. */
export function downloadName(item: FileManagerItem): string {
  const extension = item.type === 'JPG' ? 'svg' : item.type === 'PDF' ? 'pdf' : 'txt';
  return `${item.name}.${extension}`;
}

export function FilePreview({ item, url }: { item: FileManagerItem; url: string }) {
  const { t } = useTranslation('fileManager');
  const title = t('details.previewTitle', { name: item.name });
  const isPdf = item.type === 'PDF';
  return (
    <Stack gap="xs">
      <Title order={3} size="h6">
        {t('details.preview')}
      </Title>
      {item.type === 'JPG' && <Image src={url} alt={title} className={classes.previewImage} />}
      {isPdf && <PdfFrame url={url} title={title} className={classes.previewFrame} />}
      {item.type !== 'JPG' && !isPdf && (
        <Text size="sm" c="dimmed">
          {t('details.noPreview')}
        </Text>
      )}
      <Group gap="xs">
        <Button component="a" href={url} download={downloadName(item)} leftSection={<IconDownload size={16} />}>
          {t('details.download')}
        </Button>
        <Button
          component="a"
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          variant="default"
          leftSection={<IconExternalLink size={16} />}
        >
          {t('details.openInTab')}
        </Button>
      </Group>
    </Stack>
  );
}
