// Documents (documentos): find a document of a process, open it, and upload, preview or download its files.
import { useSearchDocuments } from '@api/endpoints/node-documents/node-documents';
import { Badge, NavLink, Stack, Text } from '@mantine/core';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PaneBody, TwoPane } from '../../../components/two-pane/two-pane';
import { useResourceLabels } from '../../../lib/resources/use-resource-labels';
import { QueryState } from '../shared/query-state';
import { ScreenHeader } from '../shared/screen-header';
import { SearchBox } from '../shared/search-box';
import { OpenDocument } from './open-document';

const route = getRouteApi('/backoffice/documentos');

export function DocumentosPage() {
  const { t } = useTranslation('backoffice');
  const labels = useResourceLabels();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const page = search.page ?? 1;
  const documents = useSearchDocuments({ q: search.q, page: page - 1, size: 20, sort: 'issuedAt', order: 'desc' });
  const items = documents.data?.items ?? [];

  return (
    <TwoPane
      header={<ScreenHeader title={t('documentos.title')} description={t('documentos.description')} />}
      hasSelection={search.doc !== undefined}
      onBack={() => void navigate({ search: (prev) => ({ ...prev, doc: undefined }) })}
      backLabel={t('common.back')}
      list={
        <>
          <Stack p="sm">
            <SearchBox
              value={search.q}
              label={t('documentos.search')}
              onSearch={(q) => void navigate({ search: { q }, replace: true })}
            />
          </Stack>
          <PaneBody>
            <QueryState
              result={documents}
              isEmpty={items.length === 0}
              emptyText={search.q ? t('common.noMatches') : undefined}
              total={documents.data?.total ?? 0}
              query={search.q}
              paging={{
                page,
                totalPages: documents.data?.totalPages ?? 1,
                onPage: (next) => void navigate({ search: (prev) => ({ ...prev, page: next }) }),
                isInset: true,
              }}
            >
              {items.map((document) => (
                <NavLink
                  key={document._id}
                  label={document.title}
                  description={[document.reference, labels.value(document.type, 'documents')]
                    .filter(Boolean)
                    .join(' · ')}
                  active={document._id === search.doc}
                  rightSection={
                    <Badge size="xs" variant="light">
                      {labels.value(document.status, 'documents')}
                    </Badge>
                  }
                  renderRoot={(props) => (
                    <Link to="/documentos" search={(prev) => ({ ...prev, doc: document._id })} {...props} />
                  )}
                />
              ))}
            </QueryState>
          </PaneBody>
        </>
      }
      detail={
        search.doc && (
          <PaneBody>
            <OpenDocument key={search.doc} documentId={search.doc} />
          </PaneBody>
        )
      }
      empty={
        <Text c="dimmed" ta="center" py="xl">
          {t('documentos.pick')}
        </Text>
      }
    />
  );
}
