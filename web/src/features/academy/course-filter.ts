// Which courses the list shows for the URL's category, search text and "hide completed" (the template
// filters on the client: the courses endpoint takes no parameters).
import type { AcademyCourse } from '@api/model';
import type { AcademySearch } from './academy-search';

export function filterCourses(courses: readonly AcademyCourse[], search: AcademySearch): AcademyCourse[] {
  const text = search.search?.trim().toLocaleLowerCase() ?? '';
  return courses.filter(
    (course) =>
      (!search.category || course.category === search.category) &&
      (text === '' ||
        course.title.toLocaleLowerCase().includes(text) ||
        course.description.toLocaleLowerCase().includes(text)) &&
      (!search.hideCompleted || course.progress.completed === 0),
  );
}
