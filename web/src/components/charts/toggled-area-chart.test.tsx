import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../test-utils/render';
import { pointRows, relabel } from './chart-data';
import { ToggledAreaChart } from './toggled-area-chart';

const chart = relabel(
  pointRows(
    [
      {
        name: 'a',
        data: [
          { x: 'enero', y: 1 },
          { x: 'febrero', y: 2 },
        ],
      },
      {
        name: 'b',
        data: [
          { x: 'enero', y: 3 },
          { x: 'febrero', y: 4 },
        ],
      },
    ],
    (label) => String(label),
  ),
  ['Previsto', 'Real'],
);

describe('ToggledAreaChart', () => {
  it('switches a series off and on with its chip, and keeps the last one on', async () => {
    renderWithRouter(<ToggledAreaChart chart={chart} h={200} valueFormatter={String} />);
    const planned = await screen.findByRole('checkbox', { name: 'Previsto' });
    const actual = screen.getByRole('checkbox', { name: 'Real' });
    expect(planned).toBeChecked();
    expect(actual).toBeChecked();

    fireEvent.click(planned);
    expect(planned).not.toBeChecked();
    fireEvent.click(actual);
    expect(actual).toBeChecked();

    fireEvent.click(planned);
    expect(planned).toBeChecked();
  });
});
