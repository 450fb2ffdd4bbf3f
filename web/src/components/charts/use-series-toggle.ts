// Which series of a chart are on: every one at first. Local to the widget: a toggle is a glance, not a
// view worth sharing by URL.
import { useState } from 'react';
import type { KeyedSeries } from './chart-data';

export function useSeriesToggle<T extends KeyedSeries>(series: readonly T[]) {
  const [hidden, setHidden] = useState<readonly string[]>([]);
  const shown = series.filter((one) => !hidden.includes(one.name)).map((one) => one.name);
  return {
    shown,
    visible: series.filter((one) => !hidden.includes(one.name)),
    setShown: (names: string[]) => setHidden(series.map((one) => one.name).filter((name) => !names.includes(name))),
  };
}
