// Which courses the list shows for the URL's category, search text and "hide completed" (the template
// filters on the client: the courses endpoint takes no parameters).
import type { AcademyCourse } from '@api/model';
import { holdsSearch } from '../../lib/fold-text';
import type { AcademySearch } from './academy-search';

export function filterCourses(courses: readonly AcademyCourse[], search: AcademySearch): AcademyCourse[] {
  const text = search.search ?? '';
  return courses.filter(
    (course) =>
      (!search.category || course.category === search.category) &&
      (holdsSearch(course.title, text) || holdsSearch(course.description, text)) &&
      (!search.hideCompleted || course.progress.completed === 0),
  );
}
