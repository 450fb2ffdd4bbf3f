// Handlers of the template dashboards: each answers its static (seeded) object.
import type { HandlerMap } from '../../contract/handler.ts';

export const dashboardsHandlers: HandlerMap = {
  dashboardsGetCrypto: (ctx) => ctx.state.template.dashboards.crypto,
  dashboardsGetFinance: (ctx) => ctx.state.template.dashboards.finance,
  dashboardsGetProject: (ctx) => ctx.state.template.dashboards.project,
  analyticsGetDashboard: (ctx) => ctx.state.template.dashboards.analytics,
};
