// Public training space (capacitacion layout): the list of published trainings (at espacio and at
// espacio/capacitacion, where the training bar leads) and one training. Visitors read as the guest user.
import type { QueryClient } from '@tanstack/react-query';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { prefetchPublicationAssets } from '../components/publication/use-publication-assets';
import { resolveTrainingRequest } from '../features/training/training-access';
import {
  isPublishedTraining,
  trainingPostQueryOptions,
  trainingPostsQueryOptions,
} from '../features/training/training-posts-query';
import { type TrainingSearch, validateTrainingSearch } from '../features/training/training-search';
import { withScreen } from '../lib/screen-loader';
import { firstScreenTranslations } from './first-screen-translations';
import { rootRoute } from './root-route';

const training = {
  layout: 'capacitacion',
  readsAsGuest: true,
  translations: firstScreenTranslations.training,
} as const;
// Loaded with their routes (the loaders fetch the code beside the data): the first download stays small.
const TrainingListPage = lazyRouteComponent(
  () => import('../features/training/training-list-page'),
  'TrainingListPage',
);
const TrainingPostPage = lazyRouteComponent(
  () => import('../features/training/training-post-page'),
  'TrainingPostPage',
);

async function loadTrainings(queryClient: QueryClient, search: TrainingSearch): Promise<void> {
  const request = await resolveTrainingRequest(queryClient).catch(() => undefined);
  if (!request) return;
  // The screen shows failures itself (an empty list, as the product does with search errors).
  const page = await queryClient.ensureQueryData(trainingPostsQueryOptions(search, request)).catch(() => undefined);
  if (page) prefetchPublicationAssets(queryClient, page.items, request);
}

async function loadTrainingPost(queryClient: QueryClient, postId: string): Promise<void> {
  const request = await resolveTrainingRequest(queryClient).catch(() => undefined);
  if (!request) return;
  const post = await queryClient.ensureQueryData(trainingPostQueryOptions(postId, request)).catch(() => undefined);
  if (post && isPublishedTraining(post)) prefetchPublicationAssets(queryClient, [post], request);
}

export const trainingSpaceRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'espacio',
  staticData: { ...training, title: 'trainingSpace', screen: TrainingListPage },
  validateSearch: validateTrainingSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, route }) => withScreen(route, loadTrainings(context.queryClient, deps)),
  component: function TrainingSpaceRoute() {
    const search = trainingSpaceRoute.useSearch();
    const navigate = trainingSpaceRoute.useNavigate();
    return (
      <TrainingListPage search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />
    );
  },
});

export const trainingCoursesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'espacio/capacitacion',
  staticData: { ...training, title: 'trainingCourses', screen: TrainingListPage },
  validateSearch: validateTrainingSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, route }) => withScreen(route, loadTrainings(context.queryClient, deps)),
  component: function TrainingCoursesRoute() {
    const search = trainingCoursesRoute.useSearch();
    const navigate = trainingCoursesRoute.useNavigate();
    return (
      <TrainingListPage search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />
    );
  },
});

export const trainingPostRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'espacio/capacitacion/$postId',
  staticData: { ...training, title: 'trainingPost', screen: TrainingPostPage },
  loader: ({ context, params, route }) => withScreen(route, loadTrainingPost(context.queryClient, params.postId)),
  component: function TrainingPostRoute() {
    const { postId } = trainingPostRoute.useParams();
    return <TrainingPostPage postId={postId} />;
  },
});
