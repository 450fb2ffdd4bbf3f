import { Table } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../test-utils/render';
import { layOutScrollBox } from '../test-utils/scroll-box';
import { ScrollTable } from './scroll-table';

function renderTable() {
  const { container } = renderWithRouter(
    <ScrollTable minWidth={700}>
      <Table>
        <Table.Tbody>
          <Table.Tr>
            <Table.Td>Entrada del registro de auditoría</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </ScrollTable>,
  );
  return container;
}

async function viewportOf(container: HTMLElement): Promise<HTMLElement> {
  await screen.findByText('Entrada del registro de auditoría');
  const viewport = container.querySelector<HTMLElement>('.mantine-ScrollArea-viewport');
  if (!viewport) throw new Error('no scroll viewport');
  return viewport;
}

/** A 700 px table in a viewport `clientWidth` wide (narrower than the table, or not). */
function layOut(viewport: HTMLElement, clientWidth: number, scrollLeft = 0) {
  layOutScrollBox(viewport, { clientWidth, scrollWidth: 700, scrollLeft });
}

describe('ScrollTable', () => {
  it('adds no tab stop while the table fits', async () => {
    const viewport = await viewportOf(renderTable());
    layOut(viewport, 900);
    expect(viewport).not.toHaveAttribute('tabindex');
  });

  it('lets the keyboard reach the table while it scrolls sideways, scrolled to its end too', async () => {
    const viewport = await viewportOf(renderTable());
    layOut(viewport, 300);
    expect(viewport).toHaveAttribute('tabindex', '0');
    layOut(viewport, 300, 400);
    expect(viewport).toHaveAttribute('tabindex', '0');
    layOut(viewport, 900);
    expect(viewport).not.toHaveAttribute('tabindex');
  });
});
