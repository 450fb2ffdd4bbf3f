// Help centre home: where to go (FAQs, guides, support) and the most asked questions.
import { useHelpCenterListFaqs } from '@api/endpoints/help-center/help-center';
import { Anchor, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBook, IconHelpCircle, IconLifebuoy } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { FaqAccordion } from './faq-accordion';
import classes from './help-center.module.css';
import { QueryState } from './query-state';

const sections = [
  { key: 'faqs', to: '/apps/help-center/faqs', Icon: IconHelpCircle },
  { key: 'guides', to: '/apps/help-center/guides', Icon: IconBook },
  { key: 'support', to: '/apps/help-center/support', Icon: IconLifebuoy },
] as const;

export function HelpCenterHomePage() {
  const { t } = useTranslation('helpCenter');
  const faqs = useHelpCenterListFaqs({ slug: 'most-asked' });
  const mostAsked = faqs.data?.[0];
  return (
    <Stack gap="xl">
      <div>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('subtitle')}</Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {sections.map(({ key, to, Icon }) => (
          <Card key={key} withBorder padding="lg" component={Link} to={to} className={classes.linkCard}>
            <Group wrap="nowrap" align="flex-start">
              <ThemeIcon variant="light" size="lg">
                <Icon size={20} aria-hidden />
              </ThemeIcon>
              <div>
                <Text fw={700}>{t(`sections.${key}.title`)}</Text>
                <Text size="sm" c="dimmed">
                  {t(`sections.${key}.description`)}
                </Text>
              </div>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3">
            {mostAsked?.title ?? t('mostAsked')}
          </Title>
          <Anchor component={Link} to="/apps/help-center/faqs">
            {t('allFaqs')}
          </Anchor>
        </Group>
        <QueryState query={faqs} />
        {mostAsked && <FaqAccordion faqs={mostAsked.faqs} />}
      </Stack>
    </Stack>
  );
}
