// The review models with their factors in the model's order and each factor's weight, linking to both records.
import type { C2qFactor, ReviewSchema } from '@api/model';
import { Accordion, Anchor, Badge, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../../lib/intl/formatters';
import { useResourceLabels } from '../../../lib/resources/use-resource-labels';
import classes from './risk.module.css';

interface SchemaFactorsProps {
  schemas: readonly ReviewSchema[];
  factors: ReadonlyMap<string, C2qFactor>;
}

export function SchemaFactors({ schemas, factors }: SchemaFactorsProps) {
  const { t, i18n } = useTranslation('risk');
  const labels = useResourceLabels();
  const weight = numberFormat(i18n.language, { maximumFractionDigits: 2 });
  return (
    <Stack gap="sm">
      <Title order={2} fz="h4">
        {t('riesgos.models')}
      </Title>
      <Accordion variant="separated">
        {schemas.map((schema) => (
          <Accordion.Item key={schema._id} value={schema._id}>
            <Accordion.Control>
              <Stack gap={4}>
                <Text fw={600}>{schema.name}</Text>
                <Group gap="xs">
                  <Badge variant="light">{schema.code}</Badge>
                  <Badge variant="outline" color="gray">
                    {labels.value(schema.status, 'reviewschemas')}
                  </Badge>
                </Group>
              </Stack>
            </Accordion.Control>
            <Accordion.Panel>
              <Stack gap="xs">
                <Text size="sm" c="dimmed">
                  {t('summary.thresholds', schema.thresholds)}
                </Text>
                <ol className={classes.factorList}>
                  {schema.factors.map((item) => {
                    const factor = factors.get(item.factorId);
                    return (
                      <li key={item.factorId}>
                        <Group justify="space-between" wrap="nowrap" gap="sm">
                          <Anchor
                            size="sm"
                            renderRoot={(props) => (
                              <Link to="/factores/$id" params={{ id: item.factorId }} {...props} />
                            )}
                          >
                            {factor ? `${factor.code} · ${factor.name}` : t('evaluar.unknownFactor')}
                          </Anchor>
                          <Text size="sm" fw={600}>
                            {weight.format(item.weight)}
                          </Text>
                        </Group>
                        <Progress value={item.weight * 100} size="sm" aria-hidden />
                      </li>
                    );
                  })}
                </ol>
                <Anchor
                  size="sm"
                  renderRoot={(props) => <Link to="/riskconfiguration/$id" params={{ id: schema._id }} {...props} />}
                >
                  {t('riesgos.openModel')}
                </Anchor>
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
