// A save counts what was sent as saved: what was typed while it was on its way is still a change to ask about.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test-utils/fetch-routes';
import { heldAnswer } from '../../test-utils/held-answer';
import { renderWithRouter } from '../../test-utils/render';
import { ProductForm } from './product-form';
import { watchProduct as product } from './watch-product.test-data';

describe('ProductForm', () => {
  it('asks before leaving a product with text typed while its save was on the way', async () => {
    stubApi({
      'GET /api/apps/ecommerce/inventory/categories': () => ({ body: [] }),
      'GET /api/apps/ecommerce/inventory/brands': () => ({ body: [] }),
      'GET /api/apps/ecommerce/inventory/vendors': () => ({ body: [] }),
      'GET /api/apps/ecommerce/inventory/tags': () => ({ body: [] }),
    });
    const { promise: pending, release: answer } = heldAnswer();
    const saved: string[] = [];
    const onSave = ({ name }: { name: string }) => {
      saved.push(name);
      return pending;
    };
    const { router } = renderWithRouter(
      <ProductForm product={product} isSaving={false} onSave={onSave} onDelete={() => undefined} />,
      '/apps/ecommerce/inventory?product=p1',
    );
    const name = await screen.findByRole('textbox', { name: /^Nombre/ });
    fireEvent.change(name, { target: { value: 'Aponte Watch' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(saved).toEqual(['Aponte Watch']));
    fireEvent.change(name, { target: { value: 'Aponte Watch, steel' } });
    // The form's own reaction to the answer runs first: it was waiting on the save before this test was.
    answer();
    await pending;

    void router.navigate({ to: '/apps/ecommerce/inventory', search: { product: 'p2' } });
    expect(await screen.findByRole('dialog', { name: '¿Salir sin guardar?' })).toBeInTheDocument();
    expect(name).toHaveValue('Aponte Watch, steel');
  });
});
