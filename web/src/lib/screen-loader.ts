// A route whose component wraps a lazy screen (to hand it search or params): its loader fetches the screen's
// code beside the route's own data and waits for both, so the screen never suspends on its first render.
// Routes whose component is the lazy screen itself need none of this (the router preloads it).

interface LazyScreen {
  preload?: () => Promise<void> | undefined;
}

/** `loader: ({ context }) => withScreen(Page, loadData(context))`: the screen's code and the data, together. */
export async function withScreen(screen: LazyScreen, data?: Promise<unknown>): Promise<void> {
  await Promise.all([screen.preload?.(), data]);
}
