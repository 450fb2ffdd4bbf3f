// A component whose code a first screen does not need (a popup, a dialog), loaded when first asked for and kept,
// with the words it says. Such a component mounts outside any screen's Suspense boundary: one that said a word of a
// namespace not loaded yet suspended up to the root, and React hid the whole app until the words came (the session
// notice did so on the staff home, which waits for few namespaces). Rendered from state, not through React.lazy:
// what stood in for it stays the same element until it is here (a Suspense fallback is a copy put in its place).
import { type ComponentType, useEffect, useState } from 'react';
import { i18n } from './i18n/i18n';
import type { Namespace } from './i18n/resources';

export interface LoadedLater<P> {
  /** Starts loading the code and its words, once (again after a failure); resolves to the component. */
  load(): Promise<ComponentType<P>>;
  /** The component once its code and words are here. */
  loaded(): ComponentType<P> | undefined;
}

/** `loadedLater(() => import('./x').then((m) => m.X), ['auth'])`: `words`, the namespaces it says beyond the shell's. */
export function loadedLater<P>(
  load: () => Promise<ComponentType<P>>,
  words: readonly Namespace[] = [],
): LoadedLater<P> {
  let component: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  return {
    load: () => {
      loading ??= Promise.all([load(), words.length > 0 ? i18n.loadNamespaces([...words]) : undefined]).then(
        ([arrived]) => {
          component = arrived;
          return arrived;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => component,
  };
}

/**
 * The component once it is here, asked for on each new ask (a count: the idle time, a click, a notice due) until
 * it has come; nothing is asked for while `asks` is 0. A failed load leaves it undefined until the next ask.
 */
export function useLoadedLater<P>(code: LoadedLater<P>, asks: number): ComponentType<P> | undefined {
  const [component, setComponent] = useState(() => code.loaded());
  useEffect(() => {
    if (asks === 0 || component !== undefined) return;
    let isMounted = true;
    code.load().then(
      (arrived) => {
        if (isMounted) setComponent(() => arrived);
      },
      () => undefined,
    );
    return () => {
      isMounted = false;
    };
  }, [code, asks, component]);
  return component;
}
