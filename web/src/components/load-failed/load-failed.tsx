// A screen's data that could not be loaded, said the same way on every screen: what is missing, why or what to do,
// and a button that asks the server again. An outage must never read as an empty list ("No hay notas") or as a
// folder that does not exist: those say something false about the data.
import { Alert, Button, type MantineSpacing, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusKeptOnRemoval } from './use-focus-kept-on-removal';

/** The little of a query (TanStack's result) the retry needs, whatever its data and error types. */
export interface RetryableQuery {
  refetch: () => Promise<unknown>;
  isFetching: boolean;
}

interface LoadFailedProps {
  /** What could not be loaded, in the screen's words: "No se pudieron cargar los contactos." */
  title: string;
  /** The failed query: the button refetches it, and waits while it does. Without it, no button. */
  query?: RetryableQuery;
  /** The server's reason, when it gave one worth reading; otherwise a hint on what to do. */
  detail?: string;
  /** Room around it, in a pane whose body has no padding of its own. */
  m?: MantineSpacing;
  /** Room below it, above what follows. */
  mb?: MantineSpacing;
}

export function LoadFailed({ title, query, detail, m, mb }: LoadFailedProps) {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLDivElement>(null);
  useFocusKeptOnRemoval(ref);
  return (
    <Alert ref={ref} color="red" variant="light" icon={<IconAlertTriangle />} title={title} role="alert" m={m} mb={mb}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{detail ?? t('loadFailed.hint')}</Text>
        {query && (
          <Button size="xs" variant="default" loading={query.isFetching} onClick={() => void query.refetch()}>
            {t('loadFailed.retry')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
