// Shapes of the template's academy (course catalogue), from the contract.
import type { Schema } from '../../contract/operation-types.ts';

export type AcademyCategory = Schema<'AcademyCategory'>;
export type AcademyCourse = Schema<'AcademyCourse'>;
export type AcademyStep = Schema<'AcademyStep'>;

export interface AcademyState {
  categories: AcademyCategory[];
  courses: AcademyCourse[];
  /** The same demo steps for every course, as in the template. */
  steps: AcademyStep[];
}
