// Warns a signed-in user two minutes before their session expires, lets them stay signed in, and says when it has
// expired (lib/auth/session-expiry.ts). The root layout renders it for the user kind whose session the screen needs
// (a route's `staticData.session`).
import type { UserKind } from '@http-client';
import { useEffect, useState } from 'react';
import { useSessionExpiry } from '../../lib/auth/use-session-expiry';
import { loadedLater, useLoadedLater } from '../../lib/loaded-later';
import { useIsPastIdle } from '../../lib/when-idle';

// Its words come with it: the screens that wait for few namespaces (the staff home) do not have them at first.
const dialogCode = loadedLater(
  () => import('./session-expiry-dialog').then((module) => module.SessionExpiryDialog),
  ['auth'],
);

export function SessionExpiryWarning({ kind }: { kind: UserKind }) {
  const expiry = useSessionExpiry(kind);
  const isDue = expiry.phase !== 'active';
  // A closed notice stays closed for its phase of this token: a renewed session warns again when its time comes.
  const notice = `${expiry.phase}@${expiry.expiresAt}`;
  const [closedNotice, setClosedNotice] = useState<string>();
  // The dialog's code (Mantine's modal, about 26 KiB) is not part of the first download: it is fetched once the
  // page is idle, and is in place before a notice is due, so that showing it never waits on a request. Kept
  // mounted once loaded: closing it then gives the focus back where it was.
  const isPastIdle = useIsPastIdle();
  const Dialog = useLoadedLater(dialogCode, expiry.expiresAt !== undefined && (isDue || isPastIdle) ? 1 : 0);
  // Mounted closed, then opened: the modal notes where the focus was when it opens, to give it back, and it only
  // does so on a change from closed to open (which code that arrives late, with a notice already due, would skip).
  const [isMounted, setMounted] = useState(false);
  useEffect(() => setMounted(Dialog !== undefined), [Dialog]);
  if (!Dialog) return null;
  return (
    <Dialog
      kind={kind}
      expiry={expiry}
      opened={isMounted && isDue && closedNotice !== notice}
      onClose={() => setClosedNotice(notice)}
    />
  );
}
