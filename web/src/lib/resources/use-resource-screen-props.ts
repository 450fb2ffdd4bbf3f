// What every generic resource screen (list, record, new, edit) is given, resolved from the route once: the
// collection's definition, where its screens live, the module's own name for it, and the record's id.
import { isCollectionName, type ResourceDefinition, resourceDefinition } from './resource-definition';
import { useResourceScreen } from './use-resource-screen';

export interface ResourceScreenProps {
  definition: ResourceDefinition;
  basePath: string;
  /** The module's own name for the collection (a key of the `collections` namespace), else its title. */
  titleKey?: string;
}

/** The screen's props, or undefined when the route names no collection of the contract. */
export function useResourceScreenProps(): (ResourceScreenProps & { id?: string }) | undefined {
  const screen = useResourceScreen();
  if (!isCollectionName(screen.collection)) return undefined;
  return {
    definition: resourceDefinition(screen.collection),
    basePath: screen.basePath,
    ...(screen.title ? { titleKey: screen.title } : {}),
    ...(screen.id ? { id: screen.id } : {}),
  };
}
