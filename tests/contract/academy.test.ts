// Template academy: categories sorted by title, courses, a course with its 11 steps or null.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '../../server/src/contract/operation-types.ts';
import { type Api, createApi } from '../helpers/api.ts';
import { contractBody, expectContract } from '../helpers/contract.ts';

type Course = Schema<'AcademyCourse'>;

let api: Api;
beforeAll(async () => {
  api = await createApi();
});
afterAll(() => api.close());

describe('GET /api/apps/academy', () => {
  it('lists 4 categories sorted by title', async () => {
    const response = await api.get('/api/apps/academy/categories');
    const titles = contractBody(response, 'academyListCategories').map((category) => category.title);
    expect(titles).toHaveLength(4);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
  });

  it('lists 18 courses (2 featured) of known categories with progress between 0 and 100 %', async () => {
    const response = await api.get('/api/apps/academy/courses');
    expectContract(response, 'academyListCourses');
    const courses = response.body as Course[];
    const slugs = new Set(
      contractBody(await api.get('/api/apps/academy/categories'), 'academyListCategories').map((c) => c.slug),
    );
    expect(courses).toHaveLength(18);
    expect(courses.filter((course) => course.featured)).toHaveLength(2);
    for (const course of courses) {
      expect(slugs.has(course.category)).toBe(true);
      const percent = (course.progress.currentStep / course.totalSteps) * 100;
      expect(percent).toBeGreaterThanOrEqual(0);
      expect(percent).toBeLessThanOrEqual(100);
    }
  });

  it('answers a course with its 11 steps, or 200 null for an unknown id', async () => {
    const [course] = (await api.get('/api/apps/academy/courses')).body as Course[];
    const response = await api.get(`/api/apps/academy/courses/course?id=${course?.id}`);
    expectContract(response, 'academyGetCourse');
    const body = response.body as Course & { steps: { order: number }[] };
    expect(body).toMatchObject(course ?? {});
    expect(body.steps.map((step) => step.order)).toEqual([...Array(11).keys()]);
    const unknown = await api.get('/api/apps/academy/courses/course?id=nope');
    expectContract(unknown, 'academyGetCourse');
    expect(unknown.text).toBe('null');
  });
});
