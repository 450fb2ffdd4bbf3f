// A PDF shown inside the page where the browser can. Phones' browsers (and headless ones) show no PDF in a
// page (navigator.pdfViewerEnabled is false) and a frame stayed an empty box: there the user is told to
// download it. Browsers too old to say are given the frame.
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function showsPdfInPage(): boolean {
  return typeof navigator === 'undefined' || navigator.pdfViewerEnabled !== false;
}

interface PdfFrameProps {
  url: string;
  /** The frame's accessible name. */
  title: string;
  className?: string;
}

export function PdfFrame({ url, title, className }: PdfFrameProps) {
  const { t } = useTranslation('common');
  if (!showsPdfInPage()) {
    return (
      <Text size="sm" c="dimmed">
        {t('files.noPdfInPage')}
      </Text>
    );
  }
  return <iframe src={url} title={title} className={className} />;
}
