// Deterministic academy seed: 4 categories, 18 courses (2 featured) and 11 shared steps.
import { type SeedContext, seededFaker } from '../../seed/faker.ts';
import { addDays, formatLongDate } from '../support/dates.ts';
import { slugify } from '../support/slug.ts';
import { CATEGORIES, COURSES, STEP_TITLES } from './texts.ts';
import type { AcademyCategory, AcademyCourse, AcademyState, AcademyStep } from './types.ts';

const FEATURED = 2;

export function seedAcademy(context: SeedContext): AcademyState {
  const faker = seededFaker(context, 'academy');
  const categories: AcademyCategory[] = CATEGORIES.map((category) => ({ id: faker.string.uuid(), ...category }));
  const steps: AcademyStep[] = STEP_TITLES.map(([title, subtitle], index) => ({
    order: index,
    title,
    subtitle,
    content: `<h2 class="text-2xl sm:text-3xl">${title}</h2><p>${subtitle}. En este paso repasamos los puntos clave con ejemplos tomados de expedientes reales, anonimizados.</p>`,
  }));
  const featured = new Set(faker.helpers.arrayElements([...COURSES.keys()], FEATURED));
  const courses = COURSES.map((spec, index): AcademyCourse => {
    const totalSteps = steps.length;
    const currentStep = faker.number.int({ min: 0, max: totalSteps });
    return {
      id: faker.string.uuid(),
      title: spec.title,
      slug: slugify(spec.title),
      description: `Curso de ${spec.title.toLowerCase()} para el personal de la oficina.`,
      category: spec.category,
      duration: faker.number.int({ min: 3, max: 24 }) * 10,
      totalSteps,
      updatedAt: formatLongDate(addDays(context.now, -faker.number.int({ min: 1, max: 300 }))),
      featured: featured.has(index),
      progress: { currentStep, completed: faker.number.int({ min: 0, max: 3 }) },
    };
  });
  return { categories, courses, steps };
}
