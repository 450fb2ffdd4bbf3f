import { DateInput, DatePickerInput, DateTimePicker } from '@mantine/dates';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { renderWithRouter } from '../../test-utils/render';
import { LocalizedDates } from './localized-dates';

function Pickers() {
  return (
    <LocalizedDates>
      <DatePickerInput type="range" label="Fechas" value={['2026-10-01', '2026-11-20']} onChange={() => {}} />
      <DateInput label="Día" value="2026-03-05" onChange={() => {}} />
      <DateTimePicker label="Cuándo" value="2026-03-05 09:30:00" onChange={() => {}} />
    </LocalizedDates>
  );
}

describe('LocalizedDates', () => {
  afterEach(() => i18n.changeLanguage('es'));

  it('writes a picked day in Spanish order, the day first; a day and time keeps its time', async () => {
    renderWithRouter(<Pickers />);
    expect(await screen.findByRole('button', { name: 'Fechas' })).toHaveTextContent('1 oct 2026 – 20 nov 2026');
    expect(screen.getByRole('textbox', { name: 'Día' })).toHaveValue('5 mar 2026');
    expect(screen.getByRole('button', { name: 'Cuándo' })).toHaveTextContent('05/03/2026 09:30');
  });

  it('writes it in English order in English', async () => {
    await i18n.changeLanguage('en');
    renderWithRouter(<Pickers />);
    expect(await screen.findByRole('button', { name: 'Fechas' })).toHaveTextContent('Oct 1, 2026 – Nov 20, 2026');
  });
});
