// Every guide of one category.
import { useHelpCenterListGuides } from '@api/endpoints/help-center/help-center';
import { Anchor, Card, Stack } from '@mantine/core';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useRecordTitle } from '../../components/shell/record-title';
import { GuideLinks } from './guide-links';
import { HelpCenterHeader } from './help-center-header';
import { QueryState } from './query-state';

const route = getRouteApi('/backoffice/apps/help-center/guides/$categorySlug');

export function GuideCategoryPage() {
  const { t } = useTranslation('helpCenter');
  const { categorySlug } = route.useParams();
  const guides = useHelpCenterListGuides({ slug: categorySlug });
  const category = guides.data?.[0];
  useRecordTitle(category?.title, guides.isPending);
  return (
    <Stack gap="xl">
      <HelpCenterHeader
        title={category?.title ?? t('sections.guides.title')}
        trail={[
          <Anchor key="guides" component={Link} to="/apps/help-center/guides">
            {t('sections.guides.title')}
          </Anchor>,
        ]}
      />
      <QueryState query={guides} />
      {category && (
        <Card withBorder padding="lg">
          <GuideLinks categorySlug={category.slug} guides={category.guides} />
        </Card>
      )}
    </Stack>
  );
}
