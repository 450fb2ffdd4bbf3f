// Chunk names for the Mantine modules that twenty or more lazy chunks share. Modules that reach Mantine's
// floating layer (floating-ui, the scroll lock) through their imports, such as popovers, menus, tooltips, selects,
// modals and drawers, go to `mantine-floating`: no first screen shows them before a click (see
// web/src/components/deferred-popup/defer-popup.tsx). The rest (inputs, badges, pagination...) go to
// `mantine-shared`, which screens need for their first render.
import type { CodeSplittingNameFunction } from 'rolldown';

type ModuleInfoReader = Parameters<CodeSplittingNameFunction>[1];

const floatingLayer = /node_modules[\\/](@floating-ui|react-remove-scroll)[\\/]/;
/** Mantine's modules and the floating layer's packages: what the shared Mantine group of vite.config.ts captures. */
export const mantineModules = /node_modules[\\/](@mantine[\\/](core|hooks)|@floating-ui|react-remove-scroll)[\\/]/;

const reachesFloatingLayer = new Map<string, boolean>();

/** True when the module is part of the floating layer or imports it, directly or through other Mantine modules. */
function usesFloatingLayer(id: string, ctx: ModuleInfoReader, visiting = new Set<string>()): boolean {
  const known = reachesFloatingLayer.get(id);
  if (known !== undefined) return known;
  if (floatingLayer.test(id)) return true;
  if (visiting.has(id)) return false;
  visiting.add(id);
  const imported = ctx.getModuleInfo(id)?.importedIds ?? [];
  const result = imported.some(
    (dependency) => mantineModules.test(dependency) && usesFloatingLayer(dependency, ctx, visiting),
  );
  reachesFloatingLayer.set(id, result);
  return result;
}

const componentFile = /^(.*[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]([^\\/]+)[\\/])/;

/** A component's parts (its context, styles, sub-components) go with the component: Popover's context too. */
function componentOf(id: string): string {
  const match = componentFile.exec(id);
  return match ? `${match[1]}${match[2]}.mjs` : id;
}

export const mantineSharedChunkName: CodeSplittingNameFunction = (id, ctx) =>
  usesFloatingLayer(id, ctx) || usesFloatingLayer(componentOf(id), ctx) ? 'mantine-floating' : 'mantine-shared';
