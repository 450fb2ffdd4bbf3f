import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../test-utils/render';
import { SafeHtml } from './safe-html';

describe('SafeHtml', () => {
  it('keeps paragraphs, emphasis, lists and safe links', async () => {
    renderWithRouter(
      <SafeHtml html='<p>Curso <strong>en línea</strong>.</p><ul><li>12 horas</li></ul><a href="https://www.example.org/">Más</a>' />,
    );
    expect(await screen.findByText('en línea')).toContainHTML('strong');
    expect(screen.getByRole('listitem')).toHaveTextContent('12 horas');
    expect(screen.getByRole('link', { name: 'Más' })).toHaveAttribute('href', 'https://www.example.org/');
  });

  it('drops scripts, event handlers, images and javascript: links', async () => {
    const { container } = renderWithRouter(
      <SafeHtml html='<p onclick="alert(1)">Hola</p><script>alert(2)</script><img src="x" onerror="alert(3)"><a href="javascript:alert(4)">enlace</a>' />,
    );
    await screen.findByText('Hola');
    expect(container.innerHTML).not.toMatch(/script|onclick|onerror|<img|javascript:/);
    expect(container).toHaveTextContent('Holaenlace');
    expect(container.querySelector('a')).toBeNull();
  });
});
