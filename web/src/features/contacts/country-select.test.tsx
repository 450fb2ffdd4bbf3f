import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test-utils/fetch-routes';
import { renderWithRouter } from '../../test-utils/render';
import { CountrySelect } from './country-select';

const spain = { id: 'es', iso: 'ES', name: 'España', code: '+34', flagImagePos: '' };

describe('CountrySelect', () => {
  it('says so when its list failed, shows the chosen country as not available, and asks again when opened again', async () => {
    let answers = 0;
    stubApi({
      'GET /api/apps/contacts/countries': () => {
        answers += 1;
        return answers === 1
          ? { status: 503, body: { statusCode: 503, code: 'UNAVAILABLE', error: 'Service Unavailable', message: 'x' } }
          : { body: [spain] };
      },
    });
    renderWithRouter(
      <CountrySelect label="País" value="ES" />,
      '/',
      new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    );
    const select = await screen.findByRole<HTMLInputElement>('combobox', { name: 'País' });

    fireEvent.click(select);
    expect(await screen.findByText(/No se pudieron cargar las opciones/)).toBeTruthy();
    // The contact's country is kept, said as not available rather than an empty field; it is not offered.
    expect(select.value).toBe('No disponible');
    expect(screen.queryByRole('option')).toBeNull();

    fireEvent.keyDown(select, { key: 'Escape' });
    fireEvent.click(select);
    expect(await screen.findByRole('option', { name: /España \(\+34\)/ })).toBeTruthy();
    expect(screen.queryByText(/No se pudieron cargar las opciones/)).toBeNull();
    expect(select.value).toBe('España (+34)');
    expect(answers).toBe(2);
  });
});
