// The terms of a thesaurus: term, definition and broader term, each with a delete action.
import type { Termino } from '@api/model';
import { ActionIcon, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ReferenceName } from '../../../components/resource/reference-name';
import { ScrollTable } from '../../../components/scroll-table';

interface TermsTableProps {
  terms: readonly Termino[];
  onDelete: (term: Termino) => void;
}

export function TermsTable({ terms, onDelete }: TermsTableProps) {
  const { t } = useTranslation('backoffice');
  return (
    <ScrollTable minWidth={280}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('tesauro.term')}</Table.Th>
            <Table.Th visibleFrom="sm">{t('tesauro.definition')}</Table.Th>
            <Table.Th visibleFrom="sm">{t('tesauro.broader')}</Table.Th>
            <Table.Th w={48}>
              <VisuallyHidden>{t('common.delete')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {terms.map((term) => (
            <Table.Tr key={term._id}>
              <Table.Td fw={600}>{term.term}</Table.Td>
              <Table.Td visibleFrom="sm">
                <Text size="sm" lineClamp={2}>
                  {term.definition}
                </Text>
              </Table.Td>
              {/* By its own record: the broader term need not be on the page shown. */}
              <Table.Td visibleFrom="sm">
                {term.broaderId && <ReferenceName collection="terminos" id={term.broaderId} />}
              </Table.Td>
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('tesauro.deleteTerm', { term: term.term })}
                  onClick={() => onDelete(term)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
