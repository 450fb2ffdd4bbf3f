// Shapes of the template's academy (course catalogue).
export interface AcademyCategory {
  id: string;
  title: string;
  slug: string;
}

export interface AcademyCourse {
  id: string;
  title: string;
  slug: string;
  description: string;
  /** The slug of its category. */
  category: string;
  /** Minutes. */
  duration: number;
  totalSteps: number;
  updatedAt: string;
  featured: boolean;
  /** currentStep is within 0..totalSteps, so the progress shown (currentStep/totalSteps) is 0..100 %. */
  progress: { currentStep: number; completed: number };
}

export interface AcademyStep {
  order: number;
  title: string;
  subtitle: string;
  content: string;
}

export interface AcademyState {
  categories: AcademyCategory[];
  courses: AcademyCourse[];
  /** The same demo steps for every course, as in the template. */
  steps: AcademyStep[];
}
