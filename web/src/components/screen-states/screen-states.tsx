// A screen's data on its way or found empty, said the same way on every screen (its failure is LoadFailed's). The
// wait is a status region with its words on screen: a spinner alone, named by an aria-label on a span, was announced
// by no screen reader (a label on an element of no role is not read).
import { Center, Loader, Stack, Text } from '@mantine/core';
import { IconDatabaseOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './screen-states.module.css';

interface StateProps {
  /** A screen or a pane (room around it), or inline in a drawer or a card's corner (little room). */
  size?: 'screen' | 'inline';
}

/** The data is on its way: "Cargando…", or the screen's own words ("Cargando contactos…"). */
export function LoadingState({ label, size = 'screen' }: StateProps & { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <Center className={classes[size]} role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader size="sm" aria-hidden />
        <Text size="sm" c="dimmed">
          {label ?? t('loadingState')}
        </Text>
      </Stack>
    </Center>
  );
}

/**
 * The data came and holds nothing to show: what is missing, in the screen's words. It can take the focus (not a tab
 * stop): a phone's list that comes back empty after its last record went gives it there (lib/focus/focus-places.ts).
 */
export function EmptyState({ message, size = 'screen' }: StateProps & { message: string }) {
  return (
    <Center className={classes[size]} data-empty-state tabIndex={-1}>
      <Stack align="center" gap="xs">
        {size === 'screen' && <IconDatabaseOff className={classes.icon} aria-hidden />}
        <Text c="dimmed" ta="center">
          {message}
        </Text>
      </Stack>
    </Center>
  );
}
