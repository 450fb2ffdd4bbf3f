// A list's actions: move it one place left or right (what dragging its header does, with one press: WCAG 2.5.7),
// and delete it (with its cards) after a confirmation.
import type { ScrumboardList } from '@api/model';
import { ActionIcon, Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconArrowRight, IconDots, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../components/confirm-modal/confirm-modal';
import { DangerMenuItem } from '../../components/danger-menu-item';
import type { MoveOffset, Neighbours } from '../../lib/dnd/move-by-one';
import { refusalText } from '../../lib/refusal-text';
import type { BoardWrites } from './use-board-writes';

export interface ListMoves {
  onMove: (offset: MoveOffset) => void;
  /** Its neighbours on the board: before is to the left. */
  canMove: Neighbours;
}

interface ListMenuProps extends ListMoves {
  list: ScrumboardList;
  writes: BoardWrites;
}

export function ListMenu({ list, writes, onMove, canMove }: ListMenuProps) {
  const { t } = useTranslation('scrumboard');
  const [isConfirming, confirm] = useDisclosure(false);
  // Deleted, the list takes its menu and question with it: the app's removal listener gives the focus to the next
  // list's menu button (focus-moved-from-removed-items.ts; columns are `data-focus-item`).
  const remove = () => {
    writes.deleteList.mutate(
      { params: { id: list.id } },
      {
        onSuccess: confirm.close,
        onError: (error) =>
          notifications.show({ color: 'red', message: t('form.failed', { message: refusalText(error) }) }),
      },
    );
  };
  return (
    <>
      <Menu position="bottom-end">
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={t('board.listActions', { title: list.title })}
          >
            <IconDots size={16} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconArrowLeft size={14} aria-hidden />}
            disabled={!canMove.before}
            onClick={() => onMove(-1)}
          >
            {t('board.moveLeft')}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconArrowRight size={14} aria-hidden />}
            disabled={!canMove.after}
            onClick={() => onMove(1)}
          >
            {t('board.moveRight')}
          </Menu.Item>
          <DangerMenuItem leftSection={<IconTrash size={14} aria-hidden />} onClick={confirm.open}>
            {t('board.delete')}
          </DangerMenuItem>
        </Menu.Dropdown>
      </Menu>
      <ConfirmModal
        opened={isConfirming}
        title={t('board.deleteTitle')}
        message={t('board.deleteMessage', { title: list.title, count: list.cards.length })}
        confirmLabel={t('form.delete')}
        cancelLabel={t('form.cancel')}
        isPending={writes.deleteList.isPending}
        onConfirm={remove}
        onClose={confirm.close}
      />
    </>
  );
}
