// An area chart whose series the reader switches on and off with chips above it (a dashboard's trends over
// time: page views against visitors, predicted against actual balance).
import { AreaChart } from '@mantine/charts';
import type { ChartName } from './chart-card';
import type { ChartRows } from './chart-data';
import { SeriesChips } from './series-chips';
import { useSeriesToggle } from './use-series-toggle';

interface ToggledAreaChartProps {
  chart: ChartRows;
  h: number;
  valueFormatter: (value: number) => string;
  chartName: ChartName;
}

export function ToggledAreaChart({ chart, h, valueFormatter, chartName }: ToggledAreaChartProps) {
  const toggle = useSeriesToggle(chart.series);
  return (
    <>
      <SeriesChips series={chart.series} value={toggle.shown} onChange={toggle.setShown} />
      <AreaChart
        areaChartProps={chartName}
        h={h}
        data={chart.rows}
        dataKey="label"
        series={toggle.visible}
        curveType="monotone"
        withDots={false}
        withLegend
        valueFormatter={valueFormatter}
      />
    </>
  );
}
