// Boards and documents: published posts by module action, documents with their assets,
// and the activity log of what a user was shown.
import { ApiError } from '../../contract/api-error.ts';
import type { HandlerMap } from '../../contract/handler.ts';
import { collection } from './shared.ts';

/** Whether module roles grant `<module>:<action>` (or the bare module). */
export function grants(moduleroles: unknown, module: string, action: string): boolean {
  if (!Array.isArray(moduleroles)) return false;
  return moduleroles.some((entry) => entry === `${module}:${action}` || entry === module);
}

export const contentHandlers: HandlerMap = {
  searchPublishedPosts: (context) => {
    const { module, action, page, size } = context.query as {
      module: string;
      action: string;
      page: number;
      size: number;
    };
    if (context.auth?.kind === 'web') {
      const webuser = collection(context, 'webusers').peek(context.auth.sub);
      if (!grants(webuser?.moduleroles, module, action)) {
        throw new ApiError(403, 'FORBIDDEN', `The module role ${module}:${action} is required`, 'module');
      }
    }
    const published = [...collection(context, 'posts').values()]
      .filter((post) => post.module === module && post.status === 'published')
      .sort((left, right) => String(right.dtx_post).localeCompare(String(left.dtx_post)));
    const start = page * size;
    return {
      items: structuredClone(published.slice(start, start + size)),
      page,
      size,
      total: published.length,
      totalPages: Math.ceil(published.length / size),
    };
  },

  findDocumentsWithAssets: (context) => {
    const targetIds = new Set(context.query.targetIds as string[]);
    // The same visibility as the documents and assets collections (a web user reaches only the
    // documents of posts they may read).
    const assets = [...collection(context, 'assets').values()].filter((asset) =>
      context.services.canRead(context, 'assets', asset),
    );
    return [...collection(context, 'documents').values()]
      .filter(
        (document) =>
          targetIds.has(String(document.targetId)) && context.services.canRead(context, 'documents', document),
      )
      .map((document) => ({
        document: structuredClone(document),
        assets: structuredClone(assets.filter((asset) => asset.documentId === document._id)),
      }));
  },

  logActivity: (context) => {
    const activity = context.body as { action: string; collection?: string; entityId?: string; details?: string };
    const now = context.services.timestamp();
    return collection(context, 'auditlogs').insert({
      _id: context.services.newId(),
      ts: now,
      actorId: context.auth?.sub,
      actorKind: context.auth?.kind,
      ...activity,
      createdAt: now,
      updatedAt: now,
    });
  },
};
