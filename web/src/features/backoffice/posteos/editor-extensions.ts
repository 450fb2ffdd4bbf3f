// The posts editor's tiptap extensions: only what SafeHtml renders (paragraphs, bold, italic, lists,
// h2-h4, line breaks, links), so the editor cannot produce markup the boards would drop.
import { Link } from '@mantine/tiptap';
import type { Extensions } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { safeHeadingLevels } from '../../../components/publication/safe-html-tags';

export const postEditorExtensions: Extensions = [
  StarterKit.configure({
    heading: { levels: [...safeHeadingLevels] },
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    // Mantine's Link (below) adds the toolbar's link dialog shortcut.
    link: false,
  }),
  Link.configure({ protocols: ['http', 'https', 'mailto'], autolink: false }),
];
