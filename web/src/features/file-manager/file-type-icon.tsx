// The icon of a file-manager item by its type, in the type's colour.
import type { FileManagerItemType } from '@api/model';
import { ThemeIcon } from '@mantine/core';
import {
  IconFileSpreadsheet,
  IconFileText,
  IconFileTypePdf,
  IconFolderFilled,
  IconPhoto,
  IconTxt,
} from '@tabler/icons-react';

const icons = {
  folder: { Icon: IconFolderFilled, color: 'yellow' },
  PDF: { Icon: IconFileTypePdf, color: 'red' },
  XLS: { Icon: IconFileSpreadsheet, color: 'green' },
  DOC: { Icon: IconFileText, color: 'blue' },
  TXT: { Icon: IconTxt, color: 'gray' },
  JPG: { Icon: IconPhoto, color: 'grape' },
} as const satisfies Record<FileManagerItemType, unknown>;

export function FileTypeIcon({ type, size }: { type: FileManagerItemType; size: number }) {
  const { Icon, color } = icons[type];
  return (
    <ThemeIcon variant="light" color={color} size={size} radius="md">
      <Icon size={size * 0.6} aria-hidden />
    </ThemeIcon>
  );
}
