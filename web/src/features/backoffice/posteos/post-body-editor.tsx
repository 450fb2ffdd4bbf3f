// The rich-text body of a post, limited to what the boards render (see editor-extensions.ts).
import { RichTextEditor } from '@mantine/tiptap';
import { RichTextField, type RichTextValueProps } from '../../../components/rich-text/rich-text-field';
import { postEditorExtensions } from './editor-extensions';

export function PostBodyEditor(props: RichTextValueProps) {
  return (
    <RichTextField
      {...props}
      extensions={postEditorExtensions}
      tools={
        <>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
        </>
      }
    />
  );
}
