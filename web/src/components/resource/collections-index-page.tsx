// /colecciones: every collection of the contract, by its human title, for staff, with a box that narrows the
// cards to those whose title or description holds what is typed (at once: the list is short and on screen).
import { Card, SimpleGrid, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { holdsSearch } from '../../lib/fold-text';
import { collectionOptions } from '../../lib/resources/collection-options';
import { collectionsBasePath } from '../../lib/resources/module-routes';
import { useResourceLabels } from '../../lib/resources/use-resource-labels';
import { useLinkProps } from '../navigation/use-link-props';
import { ResourcePageHeader } from './resource-page-header';

export function CollectionsIndexPage() {
  const labels = useResourceLabels();
  const linkProps = useLinkProps();
  const [search, setSearch] = useState('');
  const cards = collectionOptions(labels).map(({ value: name, label: title }) => ({
    name,
    title,
    description: labels.text(`${name}.description`, { defaultValue: '' }),
  }));
  const shown = cards.filter((card) => holdsSearch(`${card.title} ${card.description}`, search));
  return (
    <Stack gap="md">
      <ResourcePageHeader title={labels.text('ui.collections')} />
      <TextInput
        type="search"
        maw={420}
        aria-label={labels.text('ui.findCollection')}
        placeholder={labels.text('ui.findCollection')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {shown.length === 0 && (
        <Text c="dimmed" role="status">
          {labels.text('ui.noCollection', { search: search.trim() })}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {shown.map((card) => (
          <UnstyledButton key={card.name} component="a" {...linkProps(`${collectionsBasePath}/${card.name}`)}>
            {/* As tall as its row: a card with a one-line description no shorter than its neighbours. */}
            <Card withBorder padding="md" h="100%">
              <Text fw={600}>{card.title}</Text>
              <Text size="sm" c="dimmed">
                {card.description}
              </Text>
            </Card>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
