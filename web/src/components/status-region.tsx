// A polite status region (WCAG 4.1.3) that says each announcement, the same words again included. A screen reader
// reads what is added to a live region: each announcement is a new text node (its own key), put in place of the
// last one in one change. Emptying the region and filling it again in a later frame did the same with two changes,
// and the two could land in one render on a busy page, which changed nothing, so nothing was said.
import { VisuallyHidden } from '@mantine/core';

export interface Announcement {
  text: string;
  /** A new number for each announcement, so that the same text is a new node. */
  id: number;
}

export const silence: Announcement = { text: '', id: 0 };

/** The announcement after `previous`, saying `text`. */
export const announce = (previous: Announcement, text: string): Announcement => ({ text, id: previous.id + 1 });

export function StatusRegion({
  announcement,
  ...props
}: { announcement: Announcement } & Record<`data-${string}`, string>) {
  return (
    <VisuallyHidden role="status" {...props}>
      <span key={announcement.id}>{announcement.text}</span>
    </VisuallyHidden>
  );
}
