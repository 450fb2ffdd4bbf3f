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
import { useFocusOnReturn } from '../../lib/use-focus-on-return';
import { ApiIcon } from '../icons/api-icon';
import { useAskBeforeClosing } from '../leave-guard/use-ask-before-closing';
import { LoadFailed } from '../load-failed/load-failed';
import { PanelHeader } from '../panel/panel-header';
import { toolbarButton } from '../toolbar-button';
import { shortcutAction } from './shortcut-action';
import { ShortcutForm, type ShortcutFormState } from './shortcut-form';
import classes from './shortcuts-panel.module.css';
import { useShortcuts } from './use-shortcuts';

type View = { kind: 'grid'; isEditing: boolean } | { kind: 'form'; shortcut: ShortcutsShortcut | null };

const untouched: ShortcutFormState = { hasChanges: false, isAsking: false };

export function ShortcutsPanel() {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const { toggleColorScheme } = useMantineColorScheme();
  const [isOpen, setIsOpen] = useState(false);
  const [view, setView] = useState<View>({ kind: 'grid', isEditing: false });
  const [form, setForm] = useState<ShortcutFormState>(untouched);
  const { shortcuts, isSaving, failure, create, edit, remove } = useShortcuts();
  const show = (next: View) => {
    setForm(untouched);
    setView(next);
  };
  // Back from a form, the focus goes to what opened it: the shortcut's tile, or "add" (for a new or deleted one).
  const [openedFrom, setOpenedFrom] = useState<string>();
  const opener = useFocusOnReturn<HTMLButtonElement>(view.kind === 'grid');
  const openForm = (shortcut: ShortcutsShortcut | null) => {
    setOpenedFrom(shortcut?.id);
    show({ kind: 'form', shortcut });
  };
  const backToGrid = () => {
    opener.focusOnReturn();
    show({ kind: 'grid', isEditing: true });
  };
  const returnsToTile = shortcuts.some((shortcut) => shortcut.id === openedFrom);
  // Closing the panel (a click outside, Escape, its button) with a form of changes asks first; a click on a
  // question of the form (a portal outside the panel) is not one outside.
  const closing = useAskBeforeClosing(
    () => form.hasChanges,
    () => setIsOpen(false),
  );
  const toggle = (open: boolean) => {
    if (open) setIsOpen(true);
    else if (view.kind === 'grid') setIsOpen(false);
    else if (!form.isAsking && !closing.isAsking) closing.close();
  };

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
      onChange={toggle}
      onClose={() => show({ kind: 'grid', isEditing: false })}
      position="bottom-end"
      width={360}
      shadow="md"
      withArrow
    >
      {/* The target inside the tooltip: Popover.Target gives the button its aria-haspopup, aria-expanded and
          aria-controls, which a tooltip between them would not pass on. */}
      <Tooltip label={t('shortcuts.label')} disabled={isOpen}>
        <Popover.Target>
          <ActionIcon {...toolbarButton} aria-label={t('shortcuts.label')} onClick={() => toggle(!isOpen)}>
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
                  ref={returnsToTile ? undefined : opener.ref}
                  variant="subtle"
                  color="white"
                  aria-label={t('shortcuts.add')}
                  onClick={() => openForm(null)}
                >
                  <IconPlus size={18} />
                </ActionIcon>
              )}
              <ActionIcon
                variant="subtle"
                color="white"
                aria-label={isEditing ? t('shortcuts.done') : t('shortcuts.editMode')}
                aria-pressed={isEditing}
                onClick={() => show({ kind: 'grid', isEditing: !isEditing })}
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
              isSaving={isSaving}
              onDone={backToGrid}
              onStateChange={setForm}
              onSave={(input) => (view.shortcut ? edit(view.shortcut.id, input) : create(input))}
              onDelete={view.shortcut ? () => remove(view.shortcut?.id ?? '') : undefined}
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
                  ref={shortcut.id === openedFrom ? opener.ref : undefined}
                  className={classes.tile}
                  data-editing={isEditing || undefined}
                  onClick={() => (isEditing ? openForm(shortcut) : follow(shortcut))}
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
        {closing.question}
      </Popover.Dropdown>
    </Popover>
  );
}
