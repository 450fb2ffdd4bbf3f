// Success and failure notices of the back-office writes.
import { notifications } from '@mantine/notifications';
import i18n from 'i18next';
import { refusalText } from '../../../lib/refusal-text';

export function notifySaved(message: string): void {
  notifications.show({ color: 'teal', message });
}

export function notifyFailure(error: unknown): void {
  notifications.show({
    color: 'red',
    title: i18n.t('common.saveError', { ns: 'backoffice' }),
    message: refusalText(error),
  });
}
