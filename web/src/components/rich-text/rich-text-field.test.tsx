import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PostBodyEditor } from '../../features/backoffice/posteos/post-body-editor';
import { NotesEditor } from '../../features/contacts/notes-editor';
import es from '../../locales/es/common.json';
import { renderWithRouter } from '../../test-utils/render';

const spanishLabels = new Set(Object.values(es.richText));

describe('the rich-text editors', () => {
  it.each([
    ['a post body', PostBodyEditor, 9],
    ["a contact's notes", NotesEditor, 4],
  ])('name every tool of %s in the user language, none in Mantine English', async (_what, Editor, tools) => {
    renderWithRouter(<Editor label="Texto" value="<p>Hola</p>" onChange={() => undefined} />);
    await screen.findByRole('textbox', { name: 'Texto' });
    const names = screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'));
    expect(names).toHaveLength(tools);
    for (const name of names) expect(spanishLabels, String(name)).toContain(name);
  });
});
