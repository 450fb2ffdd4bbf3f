// Template apps, part 1 (communication): contacts, mailbox and chat inside the back-office. Each screen loads
// lazily; the selected contact, mail or chat, the mailbox folder/filter/label and page, and searches live in
// the URL.
import { createRoute, lazyRouteComponent, notFound, redirect } from '@tanstack/react-router';
import { isMailboxKind, mailsParams, validateMailboxSearch } from '../features/mailbox/mailbox-search';
import { backofficeRoute } from './backoffice-routes';
import { warmQueries } from './warm-queries';

function textSearch(search: Record<string, unknown>): { q?: string } {
  return typeof search.q === 'string' && search.q.trim() !== '' ? { q: search.q } : {};
}

export const contactsRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: 'apps/contacts',
  validateSearch: textSearch,
  loaderDeps: ({ search }) => ({ q: search.q }),
  loader: ({ context, deps }) =>
    warmQueries(
      context.queryClient,
      () => import('@api/endpoints/contacts/contacts'),
      (api) => [api.getContactsSearchContactsQueryOptions(deps.q ? { query: deps.q } : undefined)],
    ),
  component: lazyRouteComponent(() => import('../features/contacts/contacts-page'), 'ContactsPage'),
});

export const contactRoute = createRoute({
  getParentRoute: () => contactsRoute,
  path: '$id',
  validateSearch: (search: Record<string, unknown>): { edit?: boolean } =>
    search.edit === true || search.edit === 'true' ? { edit: true } : {},
  component: lazyRouteComponent(() => import('../features/contacts/contact-pane'), 'ContactPane'),
});

export const mailboxIndexRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: 'apps/mailbox',
  beforeLoad: () => {
    throw redirect({
      to: '/apps/mailbox/$kind/$slug',
      params: { kind: 'folder', slug: 'inbox' },
      search: { page: 1 },
      replace: true,
    });
  },
});

export const mailboxRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: 'apps/mailbox/$kind/$slug',
  params: {
    parse: ({ kind, slug }) => {
      if (!isMailboxKind(kind)) throw notFound();
      return { kind, slug };
    },
    stringify: ({ kind, slug }) => ({ kind, slug }),
  },
  validateSearch: validateMailboxSearch,
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: ({ context, params, deps }) =>
    warmQueries(
      context.queryClient,
      () => import('@api/endpoints/mailbox/mailbox'),
      (api) => [
        api.getMailboxListFoldersQueryOptions(),
        api.getMailboxListLabelsQueryOptions(),
        api.getMailboxListMailsQueryOptions(mailsParams(params.kind, params.slug, deps.page)),
      ],
    ),
  component: lazyRouteComponent(() => import('../features/mailbox/mailbox-page'), 'MailboxPage'),
});

export const mailRoute = createRoute({
  getParentRoute: () => mailboxRoute,
  path: '$mailId',
  component: lazyRouteComponent(() => import('../features/mailbox/mail-pane'), 'MailPane'),
});

export const chatRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: 'apps/chat',
  validateSearch: textSearch,
  loader: ({ context }) =>
    warmQueries(
      context.queryClient,
      () => import('@api/endpoints/chat/chat'),
      (api) => [api.getChatListChatsQueryOptions()],
    ),
  component: lazyRouteComponent(() => import('../features/chat/chat-page'), 'ChatPage'),
});

export const conversationRoute = createRoute({
  getParentRoute: () => chatRoute,
  path: '$chatId',
  component: lazyRouteComponent(() => import('../features/chat/conversation-pane'), 'ConversationPane'),
});

/** Every route of this module, for the route tree. */
export const appsCommunicationRoutes = [
  contactsRoute.addChildren([contactRoute]),
  mailboxIndexRoute,
  mailboxRoute.addChildren([mailRoute]),
  chatRoute.addChildren([conversationRoute]),
] as const;
