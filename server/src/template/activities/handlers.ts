// Handler of the template's activities page (`/api/pages/activities`).
import { typedHandlers } from '../contract-types.ts';

export const activitiesHandlers = typedHandlers({
  activitiesListActivities: (ctx) => ctx.state.template.activities,
});
