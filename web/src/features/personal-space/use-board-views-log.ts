// Logs each board shown to the web user as a user activity (seed 000: "Each board shown is logged as user
// activity"), once per board while the viewer is open; a failed log never disturbs the viewer.
import { logActivity } from '@api/endpoints/node-content/node-content';
import { useEffect, useRef } from 'react';

export function useBoardViewsLog(boardIds: readonly string[]): void {
  const logged = useRef(new Set<string>());
  const key = boardIds.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the ids, so equal lists log once.
  useEffect(() => {
    for (const entityId of boardIds) {
      if (logged.current.has(entityId)) continue;
      logged.current.add(entityId);
      void logActivity(
        { action: 'view', collection: 'posts', entityId, details: 'tablero' },
        { userKind: 'web' },
      ).catch(() => logged.current.delete(entityId));
    }
  }, [key]);
}
