// The notes filters: all notes, reminders, archive and one entry per label, plus "edit labels". Links, so
// the filter is in the URL; on a phone the same entries sit in a menu above the grid.
import type { NotesLabel } from '@api/model';
import { Button, Menu, NavLink, Stack, Text } from '@mantine/core';
import { IconAlarm, IconArchive, IconChevronDown, IconNotes, IconPencil, IconTag } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, type RetryableQuery } from '../../components/load-failed/load-failed';
import type { NotesSearch } from './notes-search';

interface Entry {
  key: string;
  label: string;
  icon: ReactNode;
  search: NotesSearch;
  isActive: boolean;
}

function useEntries(labels: NotesLabel[], current: NotesSearch): Entry[] {
  const { t } = useTranslation('notes');
  const q = current.q;
  const isAll = !current.filter && !current.label;
  return [
    { key: 'notes', label: t('filters.notes'), icon: <IconNotes size={18} />, search: { q }, isActive: isAll },
    ...(['reminders', 'archived'] as const).map((filter) => ({
      key: filter,
      label: t(`filters.${filter}`),
      icon: filter === 'reminders' ? <IconAlarm size={18} /> : <IconArchive size={18} />,
      search: { filter, q },
      isActive: current.filter === filter,
    })),
    ...labels.map((label) => ({
      key: label.id,
      label: label.title,
      icon: <IconTag size={18} />,
      search: { label: label.id, q },
      isActive: current.label === label.id,
    })),
  ];
}

interface NotesSidebarProps {
  labels: NotesLabel[];
  search: NotesSearch;
  onEditLabels: () => void;
  isCompact: boolean;
  /** The labels' query, when it failed: their section says so (the notes still show their own labels). */
  labelsFailure?: RetryableQuery;
}

export function NotesSidebar({ labels, search, onEditLabels, isCompact, labelsFailure }: NotesSidebarProps) {
  const { t } = useTranslation('notes');
  const entries = useEntries(labels, search);
  if (isCompact) {
    const active = entries.find((entry) => entry.isActive);
    return (
      <Menu position="bottom-start">
        <Menu.Target>
          <Button variant="default" leftSection={active?.icon} rightSection={<IconChevronDown size={16} />}>
            {active?.label ?? t('filters.notes')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {entries.map((entry) => (
            <Menu.Item
              key={entry.key}
              renderRoot={(props) => <Link to="/apps/notes" search={entry.search} {...props} />}
              leftSection={entry.icon}
            >
              {entry.label}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item leftSection={<IconPencil size={18} />} onClick={onEditLabels}>
            {t('filters.editLabels')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    );
  }
  return (
    <Stack gap={2} component="nav" aria-label={t('title')}>
      {entries.slice(0, 3).map((entry) => (
        <NavLink
          key={entry.key}
          renderRoot={(props) => <Link to="/apps/notes" search={entry.search} {...props} />}
          label={entry.label}
          leftSection={entry.icon}
          active={entry.isActive}
        />
      ))}
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" mt="md" mb={4} px="sm">
        {t('filters.labels')}
      </Text>
      {labelsFailure && <LoadFailed title={t('labelsLoadFailed')} query={labelsFailure} />}
      {entries.slice(3).map((entry) => (
        <NavLink
          key={entry.key}
          renderRoot={(props) => <Link to="/apps/notes" search={entry.search} {...props} />}
          label={entry.label}
          leftSection={entry.icon}
          active={entry.isActive}
        />
      ))}
      <NavLink
        component="button"
        label={t('filters.editLabels')}
        leftSection={<IconPencil size={18} />}
        onClick={onEditLabels}
      />
    </Stack>
  );
}
