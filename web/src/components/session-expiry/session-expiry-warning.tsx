// Warns a signed-in user two minutes before their session expires, lets them stay signed in, and says when it has
// expired (lib/auth/session-expiry.ts). The root layout renders it for the user kind whose session the screen needs
// (a route's `staticData.session`).
import type { UserKind } from '@http-client';
import { type ComponentType, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionExpiry } from '../../lib/auth/use-session-expiry';
import { whenIdle } from '../../lib/when-idle';
import type { SessionExpiryDialogProps } from './session-expiry-dialog';

const loadDialog = () => import('./session-expiry-dialog').then((module) => module.SessionExpiryDialog);

export function SessionExpiryWarning({ kind }: { kind: UserKind }) {
  const expiry = useSessionExpiry(kind);
  const isDue = expiry.phase !== 'active';
  // A closed notice stays closed for its phase of this token: a renewed session warns again when its time comes.
  const notice = `${expiry.phase}@${expiry.expiresAt}`;
  const [closedNotice, setClosedNotice] = useState<string>();
  // The dialog's code (Mantine's modal, about 26 KiB) is not part of the first download: it is fetched once the
  // page is idle, and is in place before a notice is due, so that showing it never waits on a request. Kept
  // mounted once loaded: closing it then gives the focus back where it was.
  const [Dialog, setDialog] = useState<ComponentType<SessionExpiryDialogProps>>();
  // Its words come with it: a screen that waited for few namespaces may not have them yet, and a component that says
  // a word of a missing namespace suspends, here with nothing nearer than the root to catch it: the whole app hid.
  const { i18n } = useTranslation();
  const hasExpiry = expiry.expiresAt !== undefined;
  useEffect(() => {
    if (!hasExpiry || Dialog) return;
    let isMounted = true;
    const load = () =>
      void Promise.all([loadDialog(), i18n.loadNamespaces('auth')]).then(
        ([component]) => isMounted && setDialog(() => component),
      );
    if (isDue) load();
    const cancel = isDue ? () => undefined : whenIdle(load);
    return () => {
      isMounted = false;
      cancel();
    };
  }, [hasExpiry, isDue, Dialog, i18n]);
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
