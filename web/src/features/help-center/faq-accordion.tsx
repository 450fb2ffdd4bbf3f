// The questions of one FAQ category; each opens to its answer.
import type { HelpCenterFaq } from '@api/model';
import { Accordion, Text } from '@mantine/core';

export function FaqAccordion({ faqs }: { faqs: readonly HelpCenterFaq[] }) {
  return (
    <Accordion variant="separated">
      {faqs.map((faq) => (
        <Accordion.Item key={faq.id} value={faq.id}>
          <Accordion.Control>{faq.question}</Accordion.Control>
          <Accordion.Panel>
            <Text>{faq.answer}</Text>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
