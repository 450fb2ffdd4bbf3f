// The list's "Vistas" menu: apply a saved view of this collection (columns, filters and sort into the URL),
// save the current one under a name, update or delete the applied view when it is the user's own.
import type { ViewSelector } from '@api/model';
import { Badge, Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconDeviceFloppy, IconLayoutList, IconRefresh, IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import type { ListSearch } from '../../lib/resources/list-search';
import type { ResourceDefinition } from '../../lib/resources/resource-definition';
import { serverProblem } from '../../lib/resources/server-error';
import { useResourceLabels } from '../../lib/resources/use-resource-labels';
import { useSavedViews } from '../../lib/resources/use-saved-views';
import { searchToView, viewToSearch } from '../../lib/resources/view-search';
import { ConfirmModal } from '../confirm-modal/confirm-modal';
import { DangerMenuItem } from '../danger-menu-item';
import { SaveViewModal } from './save-view-modal';

interface ViewsMenuProps {
  definition: ResourceDefinition;
  search: ListSearch;
  /** The columns the table shows now (saved with the view). */
  shownColumns: readonly string[];
  onSearchChange: (search: ListSearch) => void;
}

export function ViewsMenu({ definition, search, shownColumns, onSearchChange }: ViewsMenuProps) {
  const labels = useResourceLabels();
  const saved = useSavedViews(definition.name);
  const [dialog, setDialog] = useState<'save' | 'delete'>();
  // Closed, a dialog gives the focus back to the menu's button (menu-hands-focus-back.ts), even one unmounted with
  // the view it deleted (focus-moved-from-removed-items.ts).
  const closeDialog = () => setDialog(undefined);
  const active = saved.views.find((view) => view._id === search.view);
  const isOwn = active !== undefined && active.ownerId !== undefined && active.ownerId === saved.ownerId;
  const current = () => searchToView(search, shownColumns, definition.contract);
  const failed = (error: unknown) =>
    notifications.show({ color: 'red', message: labels.serverMessage(serverProblem(error).message) });

  const apply = (view: ViewSelector) => {
    const applied = viewToSearch(view, definition.contract, search.size);
    onSearchChange(applied.search);
    if (applied.skipped > 0)
      notifications.show({ color: 'yellow', message: labels.text('ui.views.skipped', { count: applied.skipped }) });
  };
  const save = (name: string) =>
    saved.create.mutate(
      {
        data: {
          name,
          collection: definition.name,
          ...current(),
          isDefault: false,
          ...(saved.ownerId ? { ownerId: saved.ownerId } : {}),
        },
      },
      {
        onSuccess: (view) => {
          closeDialog();
          onSearchChange({ ...search, view: view._id });
          notifications.show({ color: 'teal', message: labels.text('ui.views.saved', { name: view.name }) });
        },
        onError: failed,
      },
    );
  const update = (view: ViewSelector) =>
    saved.update.mutate(
      { id: view._id, data: current() },
      {
        onSuccess: () =>
          notifications.show({ color: 'teal', message: labels.text('ui.views.updated', { name: view.name }) }),
        onError: failed,
      },
    );
  const remove = (view: ViewSelector) =>
    saved.remove.mutate(
      { id: view._id },
      {
        onSuccess: () => {
          closeDialog();
          onSearchChange({ ...search, view: undefined });
          notifications.show({ color: 'teal', message: labels.text('ui.deleted', { name: view.name }) });
        },
        onError: failed,
      },
    );
  const reset = () => onSearchChange({ page: 1, size: search.size, order: 'asc' });
  const customised = search.view || search.columns || search.filters || search.sort;

  return (
    <>
      <Menu position="bottom-end" width={280} withinPortal>
        <Menu.Target>
          <Button variant="default" leftSection={<IconLayoutList size={16} />}>
            {active ? labels.text('ui.views.activeLabel', { name: active.name }) : labels.text('ui.views.label')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{labels.text('ui.views.listTitle')}</Menu.Label>
          {saved.views.length === 0 && <Menu.Item disabled>{labels.text('ui.views.none')}</Menu.Item>}
          {saved.views.map((view) => (
            <Menu.Item
              key={view._id}
              onClick={() => apply(view)}
              leftSection={view._id === active?._id ? <IconCheck size={14} /> : <span aria-hidden />}
              rightSection={
                view.ownerId === undefined ? (
                  <Badge size="xs" variant="light" tt="none">
                    {labels.text('ui.views.shared')}
                  </Badge>
                ) : null
              }
            >
              {view.name}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item leftSection={<IconDeviceFloppy size={14} />} onClick={() => setDialog('save')}>
            {labels.text('ui.views.saveCurrent')}
          </Menu.Item>
          {active && isOwn && (
            <>
              <Menu.Item leftSection={<IconRefresh size={14} />} onClick={() => update(active)}>
                {labels.text('ui.views.update', { name: active.name })}
              </Menu.Item>
              <DangerMenuItem leftSection={<IconTrash size={14} />} onClick={() => setDialog('delete')}>
                {labels.text('ui.views.delete', { name: active.name })}
              </DangerMenuItem>
            </>
          )}
          {customised && (
            <Menu.Item leftSection={<IconX size={14} />} onClick={reset}>
              {labels.text('ui.views.reset')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      <SaveViewModal
        opened={dialog === 'save'}
        isPending={saved.create.isPending}
        onClose={closeDialog}
        onSave={save}
      />
      {active && (
        <ConfirmModal
          opened={dialog === 'delete'}
          title={labels.text('ui.views.deleteTitle')}
          message={labels.text('ui.views.deleteConfirm', { name: active.name })}
          confirmLabel={labels.text('ui.delete')}
          cancelLabel={labels.text('ui.cancel')}
          isPending={saved.remove.isPending}
          onClose={closeDialog}
          onConfirm={() => remove(active)}
        />
      )}
    </>
  );
}
