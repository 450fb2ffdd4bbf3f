// Public training space (capacitacion layout).
import { createRoute } from '@tanstack/react-router';
import { TrainingCoursesPage } from '../features/training/training-courses-page';
import { TrainingSpacePage } from '../features/training/training-space-page';
import { rootRoute } from './root-route';

export const trainingSpaceRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'espacio',
  staticData: { layout: 'capacitacion' },
  component: TrainingSpacePage,
});

export const trainingCoursesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'espacio/capacitacion',
  staticData: { layout: 'capacitacion' },
  component: TrainingCoursesPage,
});
