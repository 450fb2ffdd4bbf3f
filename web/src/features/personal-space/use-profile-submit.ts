// The save of a form on the web user's own records (the profile, and the help desk's contact data): on condition of
// the versions it was opened at. Staff's change to a field the form did not touch is kept (the form moves onto it
// and saves again at once); a field both changed is named, and the person keeps hers or takes theirs.
import { HttpError } from '@http-client';
import type { UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { type Opened, useVersionCatchUp } from '../../components/version-conflict/use-version-catch-up';
import { isStaleVersion, versionOf } from '../../lib/if-match';
import type { ProfileChanges } from './profile-values';
import { type ProfileRecords, type ProfileVersions, useSaveProfile } from './use-save-profile';

/** What a form on the two records shows of them and sends back. */
export interface ProfileFormSpec<V> {
  /** The form's values, read from the person and the web user. */
  values: (records: ProfileRecords) => V;
  /** What a save sends: the values, counted from the ones the form was opened (or last saved) with. */
  changes: (values: V, opened: V) => ProfileChanges;
  /** Said once a save went through, and when it could not be made. */
  saved: string;
  failed: string;
}

/** The form's values and the versions of the records they were read from. */
export const openingOf = <V>(spec: ProfileFormSpec<V>, records: ProfileRecords): Opened<V, ProfileVersions> => ({
  values: spec.values(records),
  version: { person: versionOf(records.person), webuser: versionOf(records.webuser) },
});

interface ProfileIds {
  webuserId: string;
  personId: string;
}

export function useProfileSubmit<V extends { email: string }>(
  form: UseFormReturnType<V>,
  initial: Opened<V, ProfileVersions>,
  { webuserId, personId }: ProfileIds,
  spec: ProfileFormSpec<V>,
) {
  const { t } = useTranslation('space');
  const { save, readCurrent } = useSaveProfile(webuserId, personId);
  const versions = useVersionCatchUp(form, () => initial);

  // Staff saved the person or the web user meanwhile: the form moves onto what is stored now, and saves again at
  // once when no field was changed by both; otherwise it says which.
  const catchUp = async () => {
    const isRead = await versions.resolveStale(
      readCurrent,
      (records) => openingOf(spec, records),
      (values, next) => submit(values, next),
    );
    if (!isRead) notifications.show({ color: 'red', message: t('conflict.failed', { ns: 'common' }) });
  };

  const submit = (values: V, opened = versions.opened) => {
    versions.clearConflicts();
    save.mutate(
      { changes: spec.changes(values, opened.values), versions: opened.version },
      {
        onSuccess: (saved) => {
          const next = openingOf(spec, saved);
          versions.saved(next.values, next.version, values);
          notifications.show({ color: 'teal', message: spec.saved });
        },
        onError: (error) => {
          if (isStaleVersion(error)) void catchUp();
          else if (error instanceof HttpError && error.status === 409)
            form.setFieldError('email', t('profile.errors.emailTaken'));
          else notifications.show({ color: 'red', message: spec.failed });
        },
      },
    );
  };

  return { submit, versions, isSaving: save.isPending };
}
