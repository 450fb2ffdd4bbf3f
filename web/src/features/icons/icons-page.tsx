// Icons: every set the API offers (the set in the path, /ui/icons/<set>), a search in the URL (?q=), the
// set's preview size, and a grid where a click copies the icon's name to the clipboard.
import { Badge, Group, Select, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ListStatus } from '../../components/list-status';
import { LoadFailed } from '../../components/load-failed/load-failed';
import { LoadingState } from '../../components/screen-states/screen-states';
import { useIsPhone } from '../../components/shell/use-is-phone';
import { iconCatalogueQueries } from './icon-catalogue-query';
import { IconGrid } from './icon-grid';
import { gridPixels, matchingIcons, qualifiedName } from './icon-names';
import { defaultIconSet, type IconSet, iconSets, isIconSet } from './icons-search';
import { useSetGlyphs } from './use-set-glyphs';

const route = getRouteApi('/backoffice/ui/icons/$set');

export function IconsPage() {
  const { t } = useTranslation('icons');
  const params = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const isPhone = useIsPhone();
  const set: IconSet = isIconSet(params.set) ? params.set : defaultIconSet;
  const catalogue = useQuery(iconCatalogueQueries[set]());
  const drawIcon = useSetGlyphs(set);
  const onSearchText = useDebouncedCallback(
    (text: string) =>
      void navigate({ search: (previous) => ({ ...previous, q: text.trim() || undefined }), replace: true }),
    250,
  );
  const openSet = (next: string | null) =>
    next &&
    isIconSet(next) &&
    void navigate({ to: '/ui/icons/$set', params: { set: next }, search: (previous) => previous });
  const names = matchingIcons(catalogue.data?.list ?? [], search.q);
  const size = gridPixels(catalogue.data?.grid ?? '');
  const copy = async (name: string) => {
    const text = qualifiedName(catalogue.data?.namespace ?? '', name);
    try {
      await navigator.clipboard.writeText(text);
      notifications.show({ color: 'teal', message: t('copied', { name: text }) });
    } catch {
      notifications.show({ color: 'red', message: t('copyFailed') });
    }
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('subtitle')}</Text>
      </div>
      {isPhone ? (
        <Select
          label={t('set')}
          data={iconSets.map((value) => ({ value, label: t(`sets.${value}`) }))}
          value={set}
          onChange={openSet}
          allowDeselect={false}
        />
      ) : (
        <Tabs value={set} onChange={openSet}>
          <Tabs.List>
            {iconSets.map((value) => (
              <Tabs.Tab key={value} value={value}>
                {t(`sets.${value}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      )}
      <Group align="flex-end" justify="space-between">
        <TextInput
          key={set}
          type="search"
          label={t('search')}
          leftSection={<IconSearch size={16} />}
          defaultValue={search.q}
          onChange={(event) => onSearchText(event.currentTarget.value)}
          w={{ base: '100%', sm: 320 }}
        />
        <Group gap="xs">
          <Badge variant="light">{t('count', { count: names.length })}</Badge>
          <ListStatus
            message={catalogue.data ? t(names.length === 0 ? 'empty' : 'count', { count: names.length }) : undefined}
            query={`${set}:${search.q ?? ''}`}
          />
          <Badge variant="light" color="gray">
            {t('size', { size })}
          </Badge>
        </Group>
      </Group>
      {catalogue.isPending && <LoadingState />}
      {catalogue.isError && <LoadFailed title={t('loadFailed')} query={catalogue} />}
      {catalogue.isSuccess && names.length === 0 && <Text c="dimmed">{t('empty')}</Text>}
      {catalogue.isSuccess && names.length > 0 && (
        <IconGrid
          names={names}
          size={size}
          drawIcon={drawIcon}
          labelOf={(name) => t('copy', { name })}
          onCopy={(name) => void copy(name)}
        />
      )}
    </Stack>
  );
}
