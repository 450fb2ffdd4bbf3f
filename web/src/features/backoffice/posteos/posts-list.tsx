// The posts list pane: search, module filter, the posts newest first, paging, and "new post".
import { useSearchPosts } from '@api/endpoints/node-posts/node-posts';
import { Badge, NavLink } from '@mantine/core';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useResourceLabels } from '../../../lib/resources/use-resource-labels';
import { formatDate } from '../shared/format';
import { SearchedPaneList } from '../shared/searched-pane-list';
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
  const modules = postModules.map((value) => ({ value, label: labels.value(value, 'posts') }));
  return (
    <SearchedPaneList
      searchLabel={t('posteos.search')}
      q={search.q}
      onSearch={(q) => void navigate({ search: (prev) => ({ ...prev, q, page: undefined }), replace: true })}
      choice={{
        label: t('posteos.fields.module'),
        placeholder: t('posteos.allModules'),
        options: modules,
        value: search.module,
        onChange: (value) =>
          void navigate({
            search: (prev) => ({ ...prev, module: postModules.find((m) => m === value), page: undefined }),
          }),
      }}
      isNarrowed={Boolean(search.q || search.module)}
      query={JSON.stringify([search.q, search.module])}
      result={posts}
      page={page}
      onPage={(next) => void navigate({ search: (prev) => ({ ...prev, page: next }) })}
    >
      {(post) => (
        <NavLink
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
      )}
    </SearchedPaneList>
  );
}
