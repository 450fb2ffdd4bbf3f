// Tag management of a template app (inventory, contacts, tasks) in a dialog: the app gives its generated tag hooks
// and its words for the title and for what a delete takes the tag off (the server takes it off every record).
import { Modal } from '@mantine/core';
import { TagsEditor, type TagsEditorProps } from './tags-editor';
import { type TagHooks, useTagWrites } from './use-tag-writes';

interface TagsManagerProps extends Omit<TagsEditorProps, 'tags' | 'writes'> {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** The app's tag calls; the same object on every render (a module constant). */
  hooks: TagHooks;
}

export function TagsManager({ opened, onClose, title, hooks, ...editor }: TagsManagerProps) {
  const tags = hooks.useList();
  const writes = useTagWrites(hooks);
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <TagsEditor tags={tags.data} writes={writes} {...editor} />
    </Modal>
  );
}
