// Looks up the heroicons (24/outline) named by the API, e.g. "heroicons_outline:chart-pie", in the
// package's own exports, so no icon name is typed by hand.
import type { ComponentType, SVGProps } from 'react';

export type IconComponent = ComponentType<SVGProps<SVGSVGElement>>;

/** The icon's name without its set: "heroicons_outline:chart-pie" → "chart-pie". */
export const iconName = (name: string): string => name.slice(name.indexOf(':') + 1);

/** "heroicons_outline:squares-2x2" and the export "Squares2X2Icon" both become "squares2x2". */
export function heroiconKey(name: string): string {
  return name
    .replace(/^heroicons_[a-z]+:/, '')
    .replaceAll('-', '')
    .toLowerCase();
}

export function indexHeroicons(module: Record<string, unknown>): Map<string, IconComponent> {
  const index = new Map<string, IconComponent>();
  for (const [exportName, component] of Object.entries(module)) {
    if (!exportName.endsWith('Icon') || component === null) continue;
    if (typeof component !== 'object' && typeof component !== 'function') continue;
    index.set(heroiconKey(exportName.slice(0, -'Icon'.length)), component as IconComponent);
  }
  return index;
}
