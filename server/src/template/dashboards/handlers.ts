// Handlers of the template dashboards: each answers its static (seeded) object.
import { typedHandlers } from '../contract-types.ts';

export const dashboardsHandlers = typedHandlers({
  dashboardsGetCrypto: (ctx) => ctx.state.template.dashboards.crypto,
  dashboardsGetFinance: (ctx) => ctx.state.template.dashboards.finance,
  dashboardsGetProject: (ctx) => ctx.state.template.dashboards.project,
  analyticsGetDashboard: (ctx) => ctx.state.template.dashboards.analytics,
});
