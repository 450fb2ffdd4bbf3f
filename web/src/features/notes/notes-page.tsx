// The notes app (/apps/notes): filters and labels beside a masonry grid of notes, a search box; filter,
// label, search text and the open note are in the URL.
import { useNotesListLabels, useNotesListNotes } from '@api/endpoints/notes/notes';
import { Box, Button, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LocalizedDates } from '../../components/dates/localized-dates';
import { ListStatus } from '../../components/list-status';
import { LoadFailed } from '../../components/load-failed/load-failed';
import { LabelsDialog } from './labels-dialog';
import { NoteCard } from './note-card';
import { NoteDialog } from './note-dialog';
import classes from './notes.module.css';
import { visibleNotes } from './notes-search';
import { NotesSidebar } from './notes-sidebar';
import { useNoteWrites } from './use-note-writes';

const route = getRouteApi('/backoffice/apps/notes');

export function NotesPage() {
  const { t } = useTranslation('notes');
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const isWide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  const [isEditingLabels, labelsDialog] = useDisclosure(false);
  const notes = useNotesListNotes();
  const labels = useNotesListLabels();
  const writes = useNoteWrites();
  const shown = visibleNotes(notes.data ?? [], search);
  const openNote = (note: string | undefined) => void navigate({ search: (current) => ({ ...current, note }) });
  const openedNote =
    search.note && search.note !== 'new' ? notes.data?.find((note) => note.id === search.note) : undefined;
  const sidebar = (
    <NotesSidebar
      labels={labels.data ?? []}
      search={search}
      onEditLabels={labelsDialog.open}
      isCompact={!isWide}
      labelsFailure={labels.isError ? labels : undefined}
    />
  );

  return (
    <LocalizedDates>
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1}>{t('title')}</Title>
          <Button leftSection={<IconPlus size={16} />} onClick={() => openNote('new')}>
            {t('add')}
          </Button>
        </Group>
        <div className={classes.layout}>
          {isWide && <Box className={classes.sidebar}>{sidebar}</Box>}
          <Stack className={classes.main} gap="md">
            <Group gap="sm" wrap="nowrap">
              {!isWide && sidebar}
              <TextInput
                flex={1}
                type="search"
                aria-label={t('search')}
                placeholder={t('search')}
                leftSection={<IconSearch size={16} />}
                value={search.q ?? ''}
                onChange={(event) =>
                  void navigate({
                    search: (current) => ({ ...current, q: event.currentTarget.value || undefined }),
                    replace: true,
                  })
                }
              />
            </Group>
            {/* Typing filters the notes at each key: only a change of count is said, not each key's same count. */}
            <ListStatus
              message={notes.isSuccess ? t(shown.length === 0 ? 'empty' : 'count', { count: shown.length }) : undefined}
            />
            {notes.isPending ? (
              <Skeleton h={240} radius="md" />
            ) : notes.isError ? (
              <LoadFailed title={t('loadFailed')} query={notes} />
            ) : shown.length === 0 ? (
              <Text c="dimmed">{t('empty')}</Text>
            ) : (
              <div className={classes.masonry}>
                {shown.map((note) => (
                  <NoteCard key={note.id} note={note} onOpen={openNote} />
                ))}
              </div>
            )}
          </Stack>
        </div>
        {(search.note === 'new' || openedNote) && (
          <NoteDialog
            key={search.note}
            note={openedNote}
            labels={labels}
            writes={writes}
            onClose={() => openNote(undefined)}
          />
        )}
        {isEditingLabels && <LabelsDialog labels={labels.data ?? []} writes={writes} onClose={labelsDialog.close} />}
      </Stack>
    </LocalizedDates>
  );
}
