// Where each risk factor is used: the review models that weigh it and the red flags raised on it.
import type { C2qFactor } from '@api/model';
import { Anchor, Badge, Stack, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ColumnTable, type TableColumn } from '../../../components/column-table/column-table';
import type { FactorUsage } from './overview-counts';

interface FactorUsageTableProps {
  factors: readonly C2qFactor[];
  usage: ReadonlyMap<string, FactorUsage>;
}

const unused: FactorUsage = { models: 0, flags: 0, openFlags: 0 };

export function FactorUsageTable({ factors, usage }: FactorUsageTableProps) {
  const { t } = useTranslation('risk');
  const use = (factor: C2qFactor) => usage.get(factor._id) ?? unused;
  const columns: TableColumn<C2qFactor>[] = [
    {
      key: 'factor',
      header: t('riesgos.factor'),
      cell: (factor) => (
        <>
          <Anchor size="sm" renderRoot={(props) => <Link to="/factores/$id" params={{ id: factor._id }} {...props} />}>
            {factor.code} · {factor.name}
          </Anchor>{' '}
          {!factor.active && (
            <Badge size="xs" color="gray" variant="light">
              {t('riesgos.inactive')}
            </Badge>
          )}
        </>
      ),
    },
    { key: 'models', header: t('riesgos.models'), numeric: true, cell: (factor) => use(factor).models },
    { key: 'flags', header: t('riesgos.flags'), numeric: true, cell: (factor) => use(factor).flags },
    { key: 'openFlags', header: t('riesgos.openFlags'), numeric: true, cell: (factor) => use(factor).openFlags },
  ];
  return (
    <Stack gap="sm">
      <Title order={2} fz="h4">
        {t('riesgos.factorUse')}
      </Title>
      <ColumnTable
        columns={columns}
        rows={factors}
        rowKey={(factor) => factor._id}
        minWidth={480}
        striped
        highlightOnHover
      />
    </Stack>
  );
}
