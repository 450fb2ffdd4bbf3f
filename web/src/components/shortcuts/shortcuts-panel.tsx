// Top-bar shortcuts panel: a grid of shortcuts; in edit mode each opens a form to change or delete it, and
// a new one can be added.
import type { ShortcutsShortcut } from '@api/model';
import {
  ActionIcon,
  Group,
  Popover,
  ScrollArea,
  SimpleGrid,
  Text,
  Tooltip,
  UnstyledButton,
  useMantineColorScheme,
} from '@mantine/core';
import { IconApps, IconCheck, IconPencil, IconPlus } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { popoverFocus } from '../../lib/popover-focus';
import { ApiIcon } from '../icons/api-icon';
import { LoadFailed } from '../load-failed/load-failed';
import { PanelHeader } from '../panel/panel-header';
import { toolbarButton } from '../toolbar-button';
import { shortcutAction } from './shortcut-action';
import { ShortcutForm } from './shortcut-form';
import classes from './shortcuts-panel.module.css';
import { useShortcuts } from './use-shortcuts';

type View = { kind: 'grid'; isEditing: boolean } | { kind: 'form'; shortcut: ShortcutsShortcut | null };

export function ShortcutsPanel() {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const { toggleColorScheme } = useMantineColorScheme();
  const [isOpen, setIsOpen] = useState(false);
  const [view, setView] = useState<View>({ kind: 'grid', isEditing: false });
  const { shortcuts, failure, create, edit, remove } = useShortcuts();
  const backToGrid = () => setView({ kind: 'grid', isEditing: true });

  const follow = (shortcut: ShortcutsShortcut) => {
    const action = shortcutAction(shortcut);
    setIsOpen(false);
    if (action.kind === 'toggleScheme') toggleColorScheme();
    else if (action.kind === 'external') window.open(action.href, '_blank', 'noopener,noreferrer');
    else void navigate({ href: action.href });
  };

  const isEditing = view.kind === 'grid' && view.isEditing;
  return (
    <Popover
      {...popoverFocus}
      opened={isOpen}
      onChange={setIsOpen}
      onClose={() => setView({ kind: 'grid', isEditing: false })}
      position="bottom-end"
      width={360}
      shadow="md"
      withArrow
    >
      {/* The target inside the tooltip: Popover.Target gives the button its aria-haspopup, aria-expanded and
          aria-controls, which a tooltip between them would not pass on. */}
      <Tooltip label={t('shortcuts.label')} disabled={isOpen}>
        <Popover.Target>
          <ActionIcon {...toolbarButton} aria-label={t('shortcuts.label')} onClick={() => setIsOpen((open) => !open)}>
            <IconApps size={20} />
          </ActionIcon>
        </Popover.Target>
      </Tooltip>
      <Popover.Dropdown p={0} aria-label={t('shortcuts.label')}>
        <PanelHeader
          title={view.kind === 'form' ? t(view.shortcut ? 'shortcuts.edit' : 'shortcuts.add') : t('shortcuts.label')}
        >
          {/* A list that did not load cannot be edited. */}
          {view.kind === 'grid' && !failure && (
            <Group gap={4}>
              {isEditing && (
                <ActionIcon
                  variant="subtle"
                  color="white"
                  aria-label={t('shortcuts.add')}
                  onClick={() => setView({ kind: 'form', shortcut: null })}
                >
                  <IconPlus size={18} />
                </ActionIcon>
              )}
              <ActionIcon
                variant="subtle"
                color="white"
                aria-label={isEditing ? t('shortcuts.done') : t('shortcuts.editMode')}
                aria-pressed={isEditing}
                onClick={() => setView({ kind: 'grid', isEditing: !isEditing })}
              >
                {isEditing ? <IconCheck size={18} /> : <IconPencil size={18} />}
              </ActionIcon>
            </Group>
          )}
        </PanelHeader>
        {view.kind === 'form' ? (
          <div className={classes.form}>
            <ShortcutForm
              shortcut={view.shortcut}
              isSaving={create.isPending || edit.isPending}
              onCancel={backToGrid}
              onSave={(input) =>
                view.shortcut
                  ? edit.mutate({ id: view.shortcut.id, shortcut: input }, { onSuccess: backToGrid })
                  : create.mutate(input, { onSuccess: backToGrid })
              }
              onDelete={
                view.shortcut ? () => remove.mutate(view.shortcut?.id ?? '', { onSuccess: backToGrid }) : undefined
              }
            />
          </div>
        ) : failure ? (
          <LoadFailed title={t('shortcuts.loadFailed')} query={failure} m="sm" />
        ) : shortcuts.length === 0 ? (
          <Text c="dimmed" ta="center" p="lg" size="sm">
            {t('shortcuts.empty')}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={420}>
            <SimpleGrid cols={2} spacing={0} className={classes.grid}>
              {shortcuts.map((shortcut) => (
                <UnstyledButton
                  key={shortcut.id}
                  className={classes.tile}
                  data-editing={isEditing || undefined}
                  onClick={() => (isEditing ? setView({ kind: 'form', shortcut }) : follow(shortcut))}
                >
                  <span className={classes.tileIcon}>
                    {isEditing ? (
                      <IconPencil size={20} />
                    ) : (
                      <ApiIcon name={shortcut.icon} size={22} fallbackText={shortcut.label} />
                    )}
                  </span>
                  <Text size="sm" fw={600} lineClamp={1}>
                    {shortcut.label}
                  </Text>
                  {shortcut.description && (
                    <Text size="xs" c="dimmed" lineClamp={1}>
                      {shortcut.description}
                    </Text>
                  )}
                </UnstyledButton>
              ))}
            </SimpleGrid>
          </ScrollArea.Autosize>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
