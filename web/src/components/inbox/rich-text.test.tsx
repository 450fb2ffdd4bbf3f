import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText } from './rich-text';

function html(markup: string): string {
  return render(<RichText markup={markup} />).container.innerHTML;
}

describe('RichText', () => {
  it('keeps <strong> and <em>', () => {
    expect(html('El expediente <strong>2024/097</strong> ha sido <em>aprobado</em>')).toBe(
      'El expediente <strong>2024/097</strong> ha sido <em>aprobado</em>',
    );
  });

  it('drops every other tag and attribute but keeps the text', () => {
    expect(html('<a href="https://evil.example" onclick="x()">enlace</a><script>alert(1)</script>')).toBe(
      'enlacealert(1)',
    );
    expect(html('<img src=x onerror="alert(1)">texto')).toBe('texto');
    expect(html('<strong class="x" onclick="y()">fuerte</strong>')).toBe('<strong>fuerte</strong>');
  });
});
