// One guide: its title, subtitle and content (sanitised HTML), with the way back to its category.
import { useHelpCenterGetGuide } from '@api/endpoints/help-center/help-center';
import { Anchor, Card, Stack } from '@mantine/core';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../components/publication/safe-html';
import { useRecordTitle } from '../../components/shell/record-title';
import { HelpCenterHeader } from './help-center-header';
import { QueryState } from './query-state';

const route = getRouteApi('/backoffice/apps/help-center/guides/$categorySlug/$guideSlug');

export function GuidePage() {
  const { t } = useTranslation('helpCenter');
  const params = route.useParams();
  const guide = useHelpCenterGetGuide(params);
  const content = guide.data?.guides[0];
  useRecordTitle(content?.title, guide.isPending);
  return (
    <Stack gap="xl">
      <HelpCenterHeader
        title={content?.title ?? t('sections.guides.title')}
        subtitle={content?.subtitle}
        trail={[
          <Anchor key="guides" component={Link} to="/apps/help-center/guides">
            {t('sections.guides.title')}
          </Anchor>,
          <Anchor
            key="category"
            renderRoot={(props) => (
              <Link
                {...props}
                to="/apps/help-center/guides/$categorySlug"
                params={{ categorySlug: params.categorySlug }}
              />
            )}
          >
            {guide.data?.title ?? params.categorySlug}
          </Anchor>,
        ]}
      />
      <QueryState query={guide} />
      {content && (
        <Card withBorder padding="lg">
          <SafeHtml html={content.content ?? ''} />
        </Card>
      )}
    </Stack>
  );
}
