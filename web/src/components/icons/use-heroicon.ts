// The heroicon for an API icon name. The icon set loads once, on first use, in its own chunk: most screens
// need a handful of the ~300 icons, none needs them before the first paint.
import { useSyncExternalStore } from 'react';
import { heroiconKey, type IconComponent, indexHeroicons } from './heroicon-index';

let icons: Map<string, IconComponent> | undefined;
let hasStartedLoading = false;
const listeners = new Set<() => void>();

function load(): void {
  if (hasStartedLoading) return;
  hasStartedLoading = true;
  void import('@heroicons/react/24/outline').then((module) => {
    icons = indexHeroicons(module);
    for (const listener of listeners) listener();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  load();
  return () => listeners.delete(listener);
}

export interface HeroiconLookup {
  isLoaded: boolean;
  Icon: IconComponent | undefined;
}

export function useHeroicon(name: string | undefined): HeroiconLookup {
  const index = useSyncExternalStore(subscribe, () => icons);
  return { isLoaded: index !== undefined, Icon: name && index ? index.get(heroiconKey(name)) : undefined };
}
