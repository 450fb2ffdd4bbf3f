// What a screen reader hears while an item is dragged (dnd-kit's live region): in the interface language and
// with the names people see, instead of dnd-kit's English sentences about internal ids.
import type { DndContextProps, UniqueIdentifier } from '@dnd-kit/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export type DragAccessibility = NonNullable<DndContextProps['accessibility']>;

export function useDragAccessibility(nameOf: (id: UniqueIdentifier) => string | undefined): DragAccessibility {
  const { t } = useTranslation();
  return useMemo(() => {
    const name = (id: UniqueIdentifier) => nameOf(id) ?? String(id);
    return {
      screenReaderInstructions: { draggable: t('drag.instructions') },
      announcements: {
        onDragStart: ({ active }) => t('drag.start', { item: name(active.id) }),
        // Over itself (where every drag starts) is no news: "picked up" stays the last thing said.
        onDragOver: ({ active, over }) =>
          over?.id === active.id
            ? undefined
            : over
              ? t('drag.over', { item: name(active.id), target: name(over.id) })
              : t('drag.outside', { item: name(active.id) }),
        onDragEnd: ({ active, over }) =>
          over
            ? t('drag.end', { item: name(active.id), target: name(over.id) })
            : t('drag.endOutside', { item: name(active.id) }),
        onDragCancel: ({ active }) => t('drag.cancel', { item: name(active.id) }),
      },
    };
  }, [t, nameOf]);
}
