import type { AcademyCourse } from '@api/model';
import { describe, expect, it } from 'vitest';
import { filterCourses } from './course-filter';

function course(id: string, category: string, title: string, completed: number): AcademyCourse {
  return {
    id,
    title,
    slug: id,
    description: `Curso de ${title.toLowerCase()}`,
    category,
    duration: 60,
    totalSteps: 11,
    updatedAt: '1 de enero de 2026',
    featured: false,
    progress: { currentStep: 0, completed },
  };
}

const courses = [
  course('a', 'contratacion', 'Procedimientos de adjudicación', 0),
  course('b', 'fiscalizacion', 'Auditoría de contratos', 2),
  course('c', 'contratacion', 'Ley de contratos', 1),
];

describe('filterCourses', () => {
  it('keeps the courses of the category', () => {
    expect(filterCourses(courses, { category: 'contratacion' }).map((one) => one.id)).toEqual(['a', 'c']);
  });

  it('finds the text in titles and descriptions, whatever the case and the accents', () => {
    expect(filterCourses(courses, { search: 'CONTRATOS' }).map((one) => one.id)).toEqual(['b', 'c']);
    expect(filterCourses(courses, { search: 'auditoria' }).map((one) => one.id)).toEqual(['b']);
    expect(filterCourses(courses, { search: 'adjudicacion' }).map((one) => one.id)).toEqual(['a']);
  });

  it('hides courses completed at least once when asked', () => {
    expect(filterCourses(courses, { hideCompleted: true }).map((one) => one.id)).toEqual(['a']);
  });
});
