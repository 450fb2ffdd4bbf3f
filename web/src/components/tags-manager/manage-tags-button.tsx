// The button that opens an app's tag manager, beside the app's other header actions; the manager is mounted only
// while open (it loads the tags then, if the screen has not already).
import { Button } from '@mantine/core';
import { IconTags } from '@tabler/icons-react';
import { type ComponentProps, useState } from 'react';
import { TagsManager } from './tags-manager';

type ManagerProps = Omit<ComponentProps<typeof TagsManager>, 'opened' | 'onClose'>;

export function ManageTagsButton({ label, ...manager }: ManagerProps & { label: string }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="default" leftSection={<IconTags size={16} />} onClick={() => setOpen(true)}>
        {label}
      </Button>
      {isOpen && <TagsManager opened onClose={() => setOpen(false)} {...manager} />}
    </>
  );
}
