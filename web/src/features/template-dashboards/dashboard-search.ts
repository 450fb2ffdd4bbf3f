// URL state of the template dashboards: the range each widget shows. Defaults stay out of the URL; unknown
// values are dropped, never an error screen.
export const weekRanges = ['this-week', 'last-week'] as const;
export type WeekRange = (typeof weekRanges)[number];
export const scheduleDays = ['today', 'tomorrow'] as const;
export type ScheduleDay = (typeof scheduleDays)[number];
export const yearRanges = ['this-year', 'last-year'] as const;
export type YearRange = (typeof yearRanges)[number];
export const monthRanges = [12, 6, 3] as const;
export type MonthRange = (typeof monthRanges)[number];

export interface ProjectDashboardSearch {
  issues?: WeekRange;
  tasks?: WeekRange;
  schedule?: ScheduleDay;
}

export interface AnalyticsDashboardSearch {
  visitors?: YearRange;
}

export interface FinanceDashboardSearch {
  months?: MonthRange;
}

/** The value when it is one of the options other than the default (the first one). */
function nonDefault<T extends string | number>(value: unknown, options: readonly T[]): T | undefined {
  // Numbers come back from the URL as numbers, or as text when typed by hand.
  const found = options.find((option) => option === value || String(option) === value);
  return found === options[0] ? undefined : found;
}

function withoutUndefined<T extends object>(search: T): T {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as T;
}

export function validateProjectSearch(search: Record<string, unknown>): ProjectDashboardSearch {
  return withoutUndefined({
    issues: nonDefault(search.issues, weekRanges),
    tasks: nonDefault(search.tasks, weekRanges),
    schedule: nonDefault(search.schedule, scheduleDays),
  });
}

export function validateAnalyticsSearch(search: Record<string, unknown>): AnalyticsDashboardSearch {
  return withoutUndefined({ visitors: nonDefault(search.visitors, yearRanges) });
}

/** Finance shows the last 12 months unless the URL asks for fewer. */
export function validateFinanceSearch(search: Record<string, unknown>): FinanceDashboardSearch {
  return withoutUndefined({ months: nonDefault(search.months, monthRanges) });
}
