// URL state of the academy: the list's category, search text and "hide completed"; the open course's step
// (1-based in the URL, as people count steps).
export interface AcademySearch {
  category?: string;
  search?: string;
  hideCompleted?: boolean;
}

export interface CourseSearch {
  step?: number;
}

export function validateAcademySearch(search: Record<string, unknown>): AcademySearch {
  const result: AcademySearch = {};
  if (typeof search.category === 'string' && /^[\w-]{1,64}$/.test(search.category) && search.category !== 'all') {
    result.category = search.category;
  }
  if (typeof search.search === 'string' && search.search.trim() !== '') result.search = search.search.slice(0, 100);
  if (search.hideCompleted === true || search.hideCompleted === 'true') result.hideCompleted = true;
  return result;
}

export function validateCourseSearch(search: Record<string, unknown>): CourseSearch {
  const step = Number(search.step);
  return Number.isInteger(step) && step > 1 && step <= 500 ? { step } : {};
}
