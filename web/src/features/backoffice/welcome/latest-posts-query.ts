// The welcome screen's query: the newest published posts of every module, newest first.
import type { SearchPostsParams } from '@api/model';

export const latestPostsCount = 6;

export const latestPostsParams: SearchPostsParams = {
  status: 'published',
  sort: 'dtx_post',
  order: 'desc',
  size: latestPostsCount,
};
