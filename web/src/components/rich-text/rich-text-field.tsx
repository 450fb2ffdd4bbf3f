// A labelled rich-text field (Tiptap through Mantine's editor): the HTML it edits, and the toolbar its
// caller chooses for the extensions it allows. An emptied field gives '' (Tiptap's own empty document is
// "<p></p>", which would be saved as if something had been written). Its controls speak the user's language:
// Mantine's own labels are English.
import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { type Extensions, useEditor } from '@tiptap/react';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** What an editor built on this field takes from its form: the label, the HTML and where changes go. */
export interface RichTextValueProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
}

interface RichTextFieldProps extends RichTextValueProps {
  extensions: Extensions;
  /** The toolbar's control groups. */
  tools: ReactNode;
}

/** The labels of the controls the app's editors use, and of the link editor that Link opens. */
function useEditorLabels(): Partial<RichTextEditorLabels> {
  const { t } = useTranslation('common');
  return useMemo(
    () => ({
      boldControlLabel: t('richText.bold'),
      italicControlLabel: t('richText.italic'),
      h2ControlLabel: t('richText.h2'),
      h3ControlLabel: t('richText.h3'),
      h4ControlLabel: t('richText.h4'),
      bulletListControlLabel: t('richText.bulletList'),
      orderedListControlLabel: t('richText.orderedList'),
      linkControlLabel: t('richText.link'),
      unlinkControlLabel: t('richText.unlink'),
      linkEditorInputLabel: t('richText.linkAddress'),
      linkEditorInputPlaceholder: t('richText.linkPlaceholder'),
      linkEditorExternalLink: t('richText.linkNewTab'),
      linkEditorInternalLink: t('richText.linkSameTab'),
      linkEditorSave: t('richText.linkSave'),
    }),
    [t],
  );
}

export function RichTextField({ label, value, onChange, extensions, tools }: RichTextFieldProps) {
  const labels = useEditorLabels();
  const editor = useEditor({
    extensions,
    content: value,
    immediatelyRender: false,
    editorProps: { attributes: { 'aria-label': label } },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  // A value set from outside (the form moved onto a colleague's newer version, or took the saved text) shows in
  // the editor; what is typed comes back as the editor's own text, so it is never set again.
  useEffect(() => {
    if (!editor || value === (editor.isEmpty ? '' : editor.getHTML())) return;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  return (
    <Input.Wrapper label={label}>
      <RichTextEditor editor={editor} labels={labels}>
        <RichTextEditor.Toolbar>{tools}</RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
