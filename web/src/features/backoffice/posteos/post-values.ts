// A post as the editor form holds it (dates as the pickers' local "YYYY-MM-DD HH:mm:ss" strings), and
// back to the contract's create / update body.
import type { Post, PostChanges, PostInput } from '@api/model';
import dayjs from 'dayjs';
import { emptiedAsNull, type SetFields } from '../../../lib/resources/set-fields';

export interface PostValues {
  title: string;
  edition: string;
  module: Post['module'];
  status: Post['status'];
  date: string;
  summary: string;
  content: string;
}

const pickerFormat = 'YYYY-MM-DD HH:mm:ss';

export function postValues(post: Post | undefined, now: Date): PostValues {
  return {
    title: post?.title ?? '',
    edition: post?.edition ?? '',
    module: post?.module ?? 'noticias',
    status: post?.status ?? 'draft',
    date: dayjs(post ? post.dtx_post : now).format(pickerFormat),
    summary: post?.summary ?? '',
    content: post?.content ?? '',
  };
}

const OPTIONAL_TEXTS = ['edition', 'summary', 'content'] as const;

/** A new post's body: empty optional texts are left out rather than sent as "". */
export function postInput(values: PostValues): SetFields<PostInput> {
  const optional = (key: (typeof OPTIONAL_TEXTS)[number]) => (values[key].trim() ? { [key]: values[key].trim() } : {});
  return {
    title: values.title.trim(),
    module: values.module,
    status: values.status,
    dtx_post: dayjs(values.date, pickerFormat).toISOString(),
    ...optional('edition'),
    ...optional('summary'),
    ...optional('content'),
  };
}

/** A post's update: as a new post's body, an optional text emptied sent as null, which removes it (left out, it kept its old text). */
export function postChanges(values: PostValues): SetFields<PostChanges> {
  return emptiedAsNull(postInput(values), OPTIONAL_TEXTS);
}
