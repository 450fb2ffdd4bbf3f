// Documents (documentos): find a document of a process, open it, and upload, preview or download its files.
import { useSearchDocuments } from '@api/endpoints/node-documents/node-documents';
import { Badge, NavLink, Text } from '@mantine/core';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PaneBody, TwoPane } from '../../../components/two-pane/two-pane';
import { useResourceLabels } from '../../../lib/resources/use-resource-labels';
import { ScreenHeader } from '../shared/screen-header';
import { SearchedPaneList } from '../shared/searched-pane-list';
import { OpenDocument } from './open-document';

const route = getRouteApi('/backoffice/documentos');

export function DocumentosPage() {
  const { t } = useTranslation('backoffice');
  const labels = useResourceLabels();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const page = search.page ?? 1;
  const documents = useSearchDocuments({ q: search.q, page: page - 1, size: 20, sort: 'issuedAt', order: 'desc' });

  return (
    <TwoPane
      header={<ScreenHeader title={t('documentos.title')} description={t('documentos.description')} />}
      hasSelection={search.doc !== undefined}
      onBack={() => void navigate({ search: (prev) => ({ ...prev, doc: undefined }) })}
      backLabel={t('common.back')}
      list={
        <SearchedPaneList
          searchLabel={t('documentos.search')}
          q={search.q}
          onSearch={(q) => void navigate({ search: { q }, replace: true })}
          isNarrowed={Boolean(search.q)}
          query={search.q ?? ''}
          result={documents}
          page={page}
          onPage={(next) => void navigate({ search: (prev) => ({ ...prev, page: next }) })}
        >
          {(document) => (
            <NavLink
              label={document.title}
              description={[document.reference, labels.value(document.type, 'documents')].filter(Boolean).join(' · ')}
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
          )}
        </SearchedPaneList>
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
