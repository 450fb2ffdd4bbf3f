// Every FAQ category with its questions.
import { useHelpCenterListFaqs } from '@api/endpoints/help-center/help-center';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FaqAccordion } from './faq-accordion';
import { HelpCenterHeader } from './help-center-header';
import { QueryState } from './query-state';

export function FaqsPage() {
  const { t } = useTranslation('helpCenter');
  const faqs = useHelpCenterListFaqs();
  return (
    <Stack gap="xl">
      <HelpCenterHeader title={t('sections.faqs.title')} subtitle={t('sections.faqs.description')} />
      <QueryState query={faqs} />
      {faqs.data?.map((category) => (
        <Stack key={category.id} gap="sm" id={category.slug}>
          <Title order={2} size="h3">
            {category.title}
          </Title>
          <FaqAccordion faqs={category.faqs} />
        </Stack>
      ))}
    </Stack>
  );
}
