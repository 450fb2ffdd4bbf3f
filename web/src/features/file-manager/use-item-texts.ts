// The texts the API gives for an item (a folder's "3 elementos", a size "9.3 MB", a date "29 de junio de
// 2025") written in the interface language: an English screen showed them in Spanish and the template's form.
import { useTranslation } from 'react-i18next';
import { formatFileSizeText } from '../../lib/intl/file-size';
import { formatLongDateText } from '../../lib/intl/long-date';

const contentsText = /^(\d+) (?:elementos?|items?)$/;

/** The number of items a folder's contents text names; undefined for any other text. */
export function readItemCount(text: string): number | undefined {
  const match = contentsText.exec(text.trim());
  return match ? Number(match[1]) : undefined;
}

export function useItemTexts() {
  const { t, i18n } = useTranslation('fileManager');
  return {
    contents: (text: string | null): string | null => {
      const count = text === null ? undefined : readItemCount(text);
      return count === undefined ? text : t('itemCount', { count });
    },
    size: (text: string): string => formatFileSizeText(text, i18n.language),
    date: (text: string): string => formatLongDateText(text, i18n.language),
  };
}
