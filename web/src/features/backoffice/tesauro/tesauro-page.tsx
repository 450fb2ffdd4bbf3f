// Thesauri (tesauro): the controlled vocabularies on one side, the open one's terms on the other.
import { useListTesauros } from '@api/endpoints/node-tesauros/node-tesauros';
import { Badge, NavLink, Text } from '@mantine/core';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PaneRows } from '../../../components/two-pane/pane-rows';
import { PaneBody, TwoPane } from '../../../components/two-pane/two-pane';
import { QueryState } from '../shared/query-state';
import { ScreenHeader } from '../shared/screen-header';
import { TermsPanel } from './terms-panel';

const route = getRouteApi('/backoffice/tesauro');

export function TesauroPage() {
  const { t } = useTranslation('backoffice');
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const tesauros = useListTesauros();
  const all = tesauros.data ?? [];
  const open = all.find((tesauro) => tesauro._id === search.tesauro);

  return (
    <TwoPane
      header={<ScreenHeader title={t('tesauro.title')} description={t('tesauro.description')} />}
      hasSelection={open !== undefined}
      onBack={() => void navigate({ search: {} })}
      backLabel={t('common.back')}
      list={
        <PaneBody>
          <QueryState result={tesauros} isEmpty={all.length === 0}>
            <PaneRows records={all} recordKey={(tesauro) => tesauro._id}>
              {(tesauro) => (
                <NavLink
                  label={tesauro.name}
                  description={tesauro.code}
                  active={tesauro._id === search.tesauro}
                  rightSection={
                    <Badge size="xs" variant="light">
                      {tesauro.language}
                    </Badge>
                  }
                  renderRoot={(props) => <Link to="/tesauro" search={{ tesauro: tesauro._id }} {...props} />}
                />
              )}
            </PaneRows>
          </QueryState>
        </PaneBody>
      }
      detail={
        open && (
          <PaneBody>
            <TermsPanel
              key={open._id}
              tesauro={open}
              q={search.q}
              page={search.page ?? 1}
              onSearch={(q) => void navigate({ search: (prev) => ({ ...prev, q, page: undefined }), replace: true })}
              onPage={(page) => void navigate({ search: (prev) => ({ ...prev, page }) })}
            />
          </PaneBody>
        )
      }
      empty={
        <Text c="dimmed" ta="center" py="xl">
          {t('tesauro.pick')}
        </Text>
      }
    />
  );
}
