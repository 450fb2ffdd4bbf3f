// The file manager (/apps/file-manager, /apps/file-manager/$folderId): breadcrumbs, folders then files in a
// grid or a list (?view=list), and the details drawer of the item in ?file=.
import { useFileManagerListItems } from '@api/endpoints/file-manager/file-manager';
import {
  Alert,
  Anchor,
  Breadcrumbs,
  Button,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconInfoCircle, IconLayoutGrid, IconList } from '@tabler/icons-react';
import { Link, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../components/load-failed/load-failed';
import { useRecordTitle } from '../../components/shell/record-title';
import { isNotFound } from '../../lib/is-not-found';
import { validateFileManagerSearch } from './file-manager-search';
import { ItemDetails } from './item-details';
import { ItemsGrid } from './items-grid';
import { ItemsTable } from './items-table';

export function FileManagerPage() {
  const { t } = useTranslation('fileManager');
  const folderId = useParams({ strict: false, select: (params) => params.folderId });
  const search = validateFileManagerSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  const listing = useFileManagerListItems(folderId ? { folderId } : undefined);
  const data = listing.data;
  const items = data ? [...data.folders, ...data.files] : [];
  const current = data?.path.at(-1);
  // A folder's screen is titled by the folder (the root by the screen's own title).
  useRecordTitle(folderId ? current?.name : undefined, folderId !== undefined && listing.isPending);
  const selected = search.file ? [...items, ...(data?.path ?? [])].find((item) => item.id === search.file) : undefined;
  const setSearch = (changes: Partial<typeof search>) => void navigate({ to: '.', search: { ...search, ...changes } });

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Breadcrumbs separatorMargin={6}>
          <Anchor
            size="sm"
            renderRoot={(props) => <Link to="/apps/file-manager" search={{ view: search.view }} {...props} />}
          >
            {t('root')}
          </Anchor>
          {(data?.path ?? []).map((folder) => (
            <Anchor
              key={folder.id}
              size="sm"
              renderRoot={(props) => (
                <Link
                  to="/apps/file-manager/$folderId"
                  params={{ folderId: folder.id }}
                  search={{ view: search.view }}
                  {...props}
                />
              )}
            >
              {folder.name}
            </Anchor>
          ))}
        </Breadcrumbs>
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1}>{current?.name ?? t('title')}</Title>
            {data && (
              <Text c="dimmed">
                {t('summary', {
                  folders: t('folderCount', { count: data.folders.length }),
                  files: t('fileCount', { count: data.files.length }),
                })}
              </Text>
            )}
          </div>
          <Group gap="xs">
            {current && (
              <Button
                variant="default"
                leftSection={<IconInfoCircle size={16} />}
                onClick={() => setSearch({ file: current.id })}
              >
                {t('details.title')}
              </Button>
            )}
            <SegmentedControl
              aria-label={t('view.label')}
              value={search.view ?? 'grid'}
              onChange={(view) => setSearch({ view: view === 'list' ? 'list' : undefined })}
              data={[
                { value: 'grid', label: <IconLayoutGrid size={16} aria-label={t('view.grid')} /> },
                { value: 'list', label: <IconList size={16} aria-label={t('view.list')} /> },
              ]}
            />
          </Group>
        </Group>
      </Stack>
      {listing.isPending ? (
        <Skeleton h={240} radius="md" />
      ) : isNotFound(listing.error) ? (
        <Alert color="red">{t('notFound')}</Alert>
      ) : listing.isError ? (
        <LoadFailed title={t('loadFailed')} query={listing} />
      ) : items.length === 0 ? (
        <Text c="dimmed">{t('empty')}</Text>
      ) : search.view === 'list' ? (
        <ItemsTable items={items} search={search} />
      ) : (
        <ItemsGrid items={items} search={search} />
      )}
      <ItemDetails item={selected} onClose={() => setSearch({ file: undefined })} />
    </Stack>
  );
}
