import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../test-utils/render';
import { chartColor } from './chart-data';
import { ChartLegend } from './chart-legend';

describe('ChartLegend', () => {
  it('draws each series name beside a swatch of its chart colour', async () => {
    const { container } = renderWithRouter(
      <ChartLegend
        items={[
          { name: 'Gastado', color: chartColor(0) },
          { name: 'Disponible', color: chartColor(2) },
        ]}
      />,
    );
    expect(await screen.findByText('Disponible')).toBeInTheDocument();
    const swatches = [...container.querySelectorAll<HTMLElement>('.mantine-ColorSwatch-colorOverlay')];
    expect(swatches.map((swatch) => swatch.style.backgroundColor)).toEqual([
      `var(--mantine-color-${chartColor(0).replace('.', '-')})`,
      'var(--mantine-color-orange-6)',
    ]);
  });
});
