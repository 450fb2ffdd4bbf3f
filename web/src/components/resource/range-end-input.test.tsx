// An end of a date range filter is picked as a day and held as the instant that bounds it.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dayBounds } from '../../lib/day-bounds';
import { renderWithRouter } from '../../test-utils/render';
import { RangeEndInput } from './range-end-input';

function renderEnd(end: 'from' | 'to', value: string) {
  const onChange = vi.fn();
  renderWithRouter(<RangeEndInput end={end} label="Inicio" value={value} onChange={onChange} withinPortal />);
  return onChange;
}

describe('RangeEndInput', () => {
  it('shows the day of the instant it holds', async () => {
    renderEnd('from', dayBounds('2026-11-10', undefined).from ?? '');
    expect(await screen.findByRole('textbox', { name: 'Inicio' })).toHaveValue('10 nov 2026');
  });

  it('sends the first instant of the day picked for "desde"', async () => {
    const from = renderEnd('from', dayBounds('2026-11-10', undefined).from ?? '');
    fireEvent.click(await screen.findByRole('textbox', { name: 'Inicio' }));
    fireEvent.click(await screen.findByRole('button', { name: '12 noviembre 2026' }));
    expect(from).toHaveBeenLastCalledWith(dayBounds('2026-11-12', undefined).from);
  });

  it('sends the last instant of the day picked for "hasta"', async () => {
    const to = renderEnd('to', dayBounds(undefined, '2026-11-10').to ?? '');
    fireEvent.click(await screen.findByRole('textbox', { name: 'Inicio' }));
    fireEvent.click(await screen.findByRole('button', { name: '12 noviembre 2026' }));
    expect(to).toHaveBeenLastCalledWith(dayBounds(undefined, '2026-11-12').to);
  });
});
