// `api/common/navigation`: the four menu variants in the request's language (`?lang`, Accept-Language, es).
import { typedHandlers } from '../contract-types.ts';
import { folderCount } from '../mailbox/folders.ts';
import { requestLanguage } from '../records/language.ts';
import { MAILBOX_ITEM_ID } from './menu.ts';
import { fillVariants, findItem } from './tree.ts';

const BADGE_CLASSES = 'px-2 bg-pink-600 text-white rounded-full';

export const navigationHandlers = typedHandlers({
  navigationGet: ({ state, query, headers }) => {
    const set = structuredClone(state.template.navigation[requestLanguage(query, headers)]);
    // The mailbox entry shows the inbox's unread count, as the template's demo menu does. The badge is always
    // there ("0" too): the template's mailbox sidebar writes `badge.title` of this item without a check.
    const { folders, mails } = state.template.mailbox;
    const inbox = folders.find((folder) => folder.slug === 'inbox');
    const unread = inbox === undefined ? 0 : folderCount(inbox, mails);
    const mailbox = findItem(set.default, MAILBOX_ITEM_ID);
    if (mailbox !== undefined) mailbox.badge = { title: String(unread), classes: BADGE_CLASSES };
    return fillVariants(set);
  },
});
