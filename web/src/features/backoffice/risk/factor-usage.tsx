// Where each risk factor is used: the review models that weigh it and the red flags raised on it.
import type { C2qFactor } from '@api/model';
import { Anchor, Badge, Stack, Table, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/scroll-table';
import type { FactorUsage } from './overview-counts';

interface FactorUsageTableProps {
  factors: readonly C2qFactor[];
  usage: ReadonlyMap<string, FactorUsage>;
}

const unused: FactorUsage = { models: 0, flags: 0, openFlags: 0 };

export function FactorUsageTable({ factors, usage }: FactorUsageTableProps) {
  const { t } = useTranslation('risk');
  return (
    <Stack gap="sm">
      <Title order={2} fz="h4">
        {t('riesgos.factorUse')}
      </Title>
      <ScrollTable minWidth={480}>
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('riesgos.factor')}</Table.Th>
              <Table.Th ta="right">{t('riesgos.models')}</Table.Th>
              <Table.Th ta="right">{t('riesgos.flags')}</Table.Th>
              <Table.Th ta="right">{t('riesgos.openFlags')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {factors.map((factor) => {
              const use = usage.get(factor._id) ?? unused;
              return (
                <Table.Tr key={factor._id}>
                  <Table.Td>
                    <Anchor
                      size="sm"
                      renderRoot={(props) => <Link to="/factores/$id" params={{ id: factor._id }} {...props} />}
                    >
                      {factor.code} · {factor.name}
                    </Anchor>{' '}
                    {!factor.active && (
                      <Badge size="xs" color="gray" variant="light">
                        {t('riesgos.inactive')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">{use.models}</Table.Td>
                  <Table.Td ta="right">{use.flags}</Table.Td>
                  <Table.Td ta="right">{use.openFlags}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </Stack>
  );
}
