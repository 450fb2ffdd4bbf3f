// A trend drawn bare inside a small card (the dashboards' amounts, expenses and coins): a line or an area with no
// axes and no grid, the figure above it saying what it is worth.
export const bareTrend = { withXAxis: false, withYAxis: false, gridAxis: 'none' } as const;
