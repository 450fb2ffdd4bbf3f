// Rich-text editor of a contact's notes (HTML), with the few tools notes need.
import { RichTextEditor } from '@mantine/tiptap';
import StarterKit from '@tiptap/starter-kit';
import { RichTextField, type RichTextValueProps } from '../../components/rich-text/rich-text-field';

const extensions = [StarterKit];

export function NotesEditor(props: RichTextValueProps) {
  return (
    <RichTextField
      {...props}
      extensions={extensions}
      tools={
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
        </RichTextEditor.ControlsGroup>
      }
    />
  );
}
