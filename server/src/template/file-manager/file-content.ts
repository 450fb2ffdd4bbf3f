// A file item's content: the mock stores none, so each type answers a generated stand-in that names
// the file (an SVG picture for JPG, a one-page PDF for PDF, a short text for DOC, XLS and TXT).
import { Reply } from '../../contract/handler.ts';
import { standInPdf } from '../../handlers/node/stand-in-files.ts';
import { pictureSvg } from '../images/picture.ts';
import type { FileManagerItem } from './types.ts';

export const fileUrl = (id: string): string => `/api/apps/file-manager/files/${encodeURIComponent(id)}`;

export function fileContent(item: FileManagerItem): Reply {
  if (item.type === 'JPG') {
    return new Reply(200, pictureSvg(`${item.name}.jpg`), 'image/svg+xml; charset=utf-8');
  }
  if (item.type === 'PDF') {
    const note = `${item.createdBy} - ${item.modifiedAt}`;
    return new Reply(200, standInPdf(item.name, note), 'application/pdf');
  }
  const text = `${item.name}\n${item.createdBy} - ${item.modifiedAt}\n`;
  return new Reply(200, text, 'text/plain; charset=utf-8');
}
