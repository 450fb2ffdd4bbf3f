// /colecciones: every collection of the contract, by its human title, for staff.
import { Card, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { collectionOptions } from '../../lib/resources/collection-options';
import { collectionsBasePath } from '../../lib/resources/module-routes';
import { useResourceLabels } from '../../lib/resources/use-resource-labels';
import { useLinkProps } from '../navigation/use-link-props';
import { ResourcePageHeader } from './resource-page-header';

export function CollectionsIndexPage() {
  const labels = useResourceLabels();
  const linkProps = useLinkProps();
  const sorted = collectionOptions(labels).map((option) => option.value);
  return (
    <Stack gap="md">
      <ResourcePageHeader title={labels.text('ui.collections')} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {sorted.map((name) => (
          <UnstyledButton key={name} component="a" {...linkProps(`${collectionsBasePath}/${name}`)}>
            {/* As tall as its row: a card with a one-line description no shorter than its neighbours. */}
            <Card withBorder padding="md" h="100%">
              <Text fw={600}>{labels.title(name)}</Text>
              <Text size="sm" c="dimmed">
                {labels.text(`${name}.description`, { defaultValue: '' })}
              </Text>
            </Card>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
