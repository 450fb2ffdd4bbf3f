// Success and failure notices of the back-office writes.
import { notifications } from '@mantine/notifications';
import i18n from 'i18next';
import { errorMessage } from './error-message';

export function notifySaved(message: string): void {
  notifications.show({ color: 'teal', message });
}

export function notifyFailure(error: unknown): void {
  const fallback = i18n.t('common.unknownError', { ns: 'backoffice' });
  notifications.show({
    color: 'red',
    title: i18n.t('common.saveError', { ns: 'backoffice' }),
    message: errorMessage(error, fallback),
  });
}
