// The posts list pane: search, module filter, the posts newest first, paging, and "new post".
import { useSearchPosts } from '@api/endpoints/node-posts/node-posts';
import { Badge, NavLink, Select, Stack } from '@mantine/core';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PaneBody } from '../../../components/two-pane/two-pane';
import { useResourceLabels } from '../../../lib/resources/use-resource-labels';
import { formatDate } from '../shared/format';
import { QueryState } from '../shared/query-state';
import { SearchBox } from '../shared/search-box';
import { postModules } from './posteos-search';

const route = getRouteApi('/backoffice/posteos');
const statusColor = { draft: 'gray', published: 'teal', archived: 'grape' } as const;

export function PostsList() {
  const { t, i18n } = useTranslation('backoffice');
  const labels = useResourceLabels();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const page = search.page ?? 1;
  const posts = useSearchPosts({
    q: search.q,
    module: search.module,
    page: page - 1,
    size: 15,
    sort: 'dtx_post',
    order: 'desc',
  });
  const items = posts.data?.items ?? [];
  const modules = postModules.map((value) => ({ value, label: labels.value(value, 'posts') }));
  return (
    <>
      <Stack gap="xs" p="sm">
        <SearchBox
          value={search.q}
          label={t('posteos.search')}
          onSearch={(q) => void navigate({ search: (prev) => ({ ...prev, q, page: undefined }), replace: true })}
        />
        <Select
          aria-label={t('posteos.fields.module')}
          placeholder={t('posteos.allModules')}
          data={modules}
          value={search.module ?? null}
          clearable
          onChange={(value) =>
            void navigate({
              search: (prev) => ({ ...prev, module: postModules.find((m) => m === value), page: undefined }),
            })
          }
        />
      </Stack>
      <PaneBody>
        <QueryState
          result={posts}
          isEmpty={items.length === 0}
          emptyText={search.q || search.module ? t('common.noMatches') : undefined}
          total={posts.data?.total ?? 0}
          query={JSON.stringify([search.q, search.module])}
          paging={{
            page,
            totalPages: posts.data?.totalPages ?? 1,
            onPage: (next) => void navigate({ search: (prev) => ({ ...prev, page: next }) }),
            isInset: true,
          }}
        >
          {items.map((post) => (
            <NavLink
              key={post._id}
              label={post.title}
              description={`${formatDate(post.dtx_post, i18n.language)} · ${labels.value(post.module, 'posts')}`}
              active={post._id === search.post}
              rightSection={
                <Badge size="xs" variant="light" color={statusColor[post.status]}>
                  {labels.value(post.status, 'posts')}
                </Badge>
              }
              renderRoot={(props) => <Link to="/posteos" search={(prev) => ({ ...prev, post: post._id })} {...props} />}
            />
          ))}
        </QueryState>
      </PaneBody>
    </>
  );
}
