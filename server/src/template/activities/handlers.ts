// Handler of the template's activities page (`/api/pages/activities`).
import type { HandlerMap } from '../../contract/handler.ts';

export const activitiesHandlers: HandlerMap = {
  activitiesListActivities: (ctx) => ctx.state.template.activities,
};
