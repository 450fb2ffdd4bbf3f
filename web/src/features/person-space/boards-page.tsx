// Boards viewer of the personal space; until the board hooks are wired it shows the "no boards" notice.
import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/placeholder-page/placeholder-page';

export function BoardsPage() {
  const { t } = useTranslation('person');
  return (
    <PlaceholderPage title={t('boards.title')} description={t('boards.description')}>
      <Alert variant="light" icon={<IconInfoCircle />} title={t('boards.empty.title')}>
        {t('boards.empty.message')}
      </Alert>
    </PlaceholderPage>
  );
}
