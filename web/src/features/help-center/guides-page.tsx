// Guides by category: the first four of each and a link to the whole category.
import { useHelpCenterListGuides } from '@api/endpoints/help-center/help-center';
import { Anchor, Card, SimpleGrid, Stack, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { GuideLinks } from './guide-links';
import { HelpCenterHeader } from './help-center-header';
import { QueryState } from './query-state';

export function GuidesPage() {
  const { t } = useTranslation('helpCenter');
  const guides = useHelpCenterListGuides({ limit: 4 });
  return (
    <Stack gap="xl">
      <HelpCenterHeader title={t('sections.guides.title')} subtitle={t('sections.guides.description')} />
      <QueryState query={guides} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {guides.data?.map((category) => (
          <Card key={category.id} withBorder padding="lg">
            <Stack gap="md">
              <Title order={2} size="h4">
                {category.title}
              </Title>
              <GuideLinks categorySlug={category.slug} guides={category.guides} />
              {(category.totalGuides ?? 0) > category.guides.length && (
                <Anchor
                  size="sm"
                  renderRoot={(props) => (
                    <Link
                      {...props}
                      to="/apps/help-center/guides/$categorySlug"
                      params={{ categorySlug: category.slug }}
                    />
                  )}
                >
                  {t('allGuides', { count: category.totalGuides ?? 0 })}
                </Anchor>
              )}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
