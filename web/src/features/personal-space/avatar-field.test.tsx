import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../test-utils/render';
import { AvatarField } from './avatar-field';

/** A picture of the given size in bytes, without allocating it (the field reads only its type and size). */
function pictureOf(bytes: number): File {
  const file = new File(['x'], 'retrato.png', { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

describe('AvatarField', () => {
  it('refuses a picture over the limit, naming the limit as the app writes sizes', async () => {
    renderWithRouter(<AvatarField value="" name="Lucía Martín" onChange={() => {}} />);
    await screen.findByRole('button', { name: 'Subir una foto' });
    const input = document.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    fireEvent.change(input, { target: { files: [pictureOf(5_000_001)] } });
    expect((await screen.findByRole('alert')).textContent).toBe('La imagen no puede superar 5\u00a0MB.');
  });
});
