// A route whose component wraps a lazy screen (to hand it search or params) names that screen in its static data
// (`staticData.screen`). A first visit starts the screen's code beside the app's own, before any guard has run
// (app/first-navigation-head-start.ts); the route's loader waits for it beside the route's own data
// (`withScreen`), so the screen never suspends on its first render. Routes whose component is the lazy screen
// itself need none of this (the router preloads it).

export interface LazyScreen {
  preload?: () => Promise<void> | undefined;
}

/** What these helpers read of a route (a TanStack route, or a plain object in tests). */
export interface RouteWithScreen {
  options: { staticData?: { screen?: LazyScreen } };
}

/** Starts (or joins) the download of the screen the route wraps; undefined when it has none or it is loaded. */
export function preloadScreen(route: RouteWithScreen): Promise<void> | undefined {
  return route.options.staticData?.screen?.preload?.();
}

/** `loader: ({ route, context }) => withScreen(route, loadData(context))`: the screen's code and the data, together. */
export async function withScreen(route: RouteWithScreen, data?: Promise<unknown>): Promise<void> {
  await Promise.all([preloadScreen(route), data]);
}
