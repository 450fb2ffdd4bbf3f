// A staff pane's record opens as its whole record: under the module that claims its collection, else /colecciones.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { objectId } from '../../test-utils/object-id';
import { renderWithRouter } from '../../test-utils/render';
import { FullRecordLink } from './full-record-link';

describe('FullRecordLink', () => {
  it("links to the record's generic screen, where its related records and history are", async () => {
    renderWithRouter(
      <>
        <FullRecordLink collection="documents" id={objectId(1)} />
        <FullRecordLink collection="tasks" id={objectId(2)} />
      </>,
    );
    const [document, task] = await screen.findAllByRole('link', { name: 'Ver la ficha completa, con su historial' });
    expect(document).toHaveAttribute('href', `/colecciones/documents/${objectId(1)}`);
    expect(task).toHaveAttribute('href', `/tasks/${objectId(2)}`);
  });
});
