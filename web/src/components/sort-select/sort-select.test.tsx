// A phone's sort: an order chosen right after a field, before the list shows the field, sorts by that field.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../test-utils/render';
import { SortSelect } from './sort-select';

const options = [
  { value: 'name', label: 'Nombre' },
  { value: 'stock', label: 'Existencias' },
];

describe('SortSelect', () => {
  it('keeps the field just chosen when the order follows before the list has re-rendered', async () => {
    const onChange = vi.fn();
    // The props stay as they were: the list has not shown the new field yet.
    renderWithRouter(<SortSelect options={options} sort="name" order="asc" onChange={onChange} />);
    const [input] = (await screen.findAllByLabelText('Ordenar por')).filter((element) => element.tagName === 'INPUT');
    if (!input) throw new Error('The select has an input');
    fireEvent.click(input);
    fireEvent.click(await screen.findByRole('option', { name: 'Existencias' }));
    expect(onChange).toHaveBeenLastCalledWith({ sort: 'stock', order: 'asc' });
    const order = screen.getByRole('radiogroup', { name: 'Orden' });
    fireEvent.click(within(order).getByRole('radio', { name: 'Descendente' }));
    expect(onChange).toHaveBeenLastCalledWith({ sort: 'stock', order: 'desc' });
  });
});
