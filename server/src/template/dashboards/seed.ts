// The four template dashboards, built once per seed (one faker stream each) with dates relative
// to the seed's "now".

import type { Schema } from '../../contract/operation-types.ts';
import { type SeedContext, seededFaker } from '../../seed/faker.ts';
import { seedAnalytics } from './analytics.ts';
import { seedCrypto } from './crypto.ts';
import { seedFinance } from './finance.ts';
import { seedProject } from './project.ts';

/** Each dashboard as its operation answers it. */
export interface DashboardsState {
  crypto: Schema<'DashboardsCrypto'>;
  finance: Schema<'DashboardsFinance'>;
  project: Schema<'DashboardsProject'>;
  analytics: Schema<'AnalyticsDashboard'>;
}

export function seedDashboards(context: SeedContext): DashboardsState {
  const faker = (name: string) => seededFaker(context, `dashboards-${name}`);
  return {
    crypto: seedCrypto(faker('crypto'), context.now),
    finance: seedFinance(faker('finance'), context.now),
    project: seedProject(faker('project'), context.now),
    analytics: seedAnalytics(faker('analytics'), context.now),
  };
}
