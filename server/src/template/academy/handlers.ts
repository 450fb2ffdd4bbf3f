// Handlers of the template's academy (`/api/apps/academy/...`).
import type { OperationContext } from '../../contract/handler.ts';
import { typedHandlers } from '../contract-types.ts';
import { findById } from '../records/list.ts';
import type { AcademyState } from './types.ts';

const academy = (ctx: Pick<OperationContext, 'state'>): AcademyState => ctx.state.template.academy;

export const academyHandlers = typedHandlers({
  academyListCategories: (ctx) => [...academy(ctx).categories].sort((a, b) => a.title.localeCompare(b.title)),
  academyListCourses: (ctx) => academy(ctx).courses,
  /** The course with the shared steps, or 200 null for an unknown id (as in the template). */
  academyGetCourse: (ctx) => {
    const { courses, steps } = academy(ctx);
    const course = findById(courses, ctx.query.id);
    return course === undefined ? null : { ...course, steps };
  },
});
