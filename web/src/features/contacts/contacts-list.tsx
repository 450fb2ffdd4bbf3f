// The contacts list, grouped by initial and virtualised: only the rows in view are in the page, so the
// list stays smooth however many contacts there are.
import type { ContactsContact } from '@api/model';
import { Avatar, Box, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef } from 'react';
import { PaneBody } from '../../components/two-pane/two-pane';
import { assetUrl } from '../../lib/asset-url';
import { contactRows } from './contact-rows';
import classes from './contacts.module.css';

interface ContactsListProps {
  contacts: readonly ContactsContact[];
  selectedId: string | undefined;
  label: string;
}

const letterHeight = 32;
const contactHeight = 64;

export function ContactsList({ contacts, selectedId, label }: ContactsListProps) {
  const rows = useMemo(() => contactRows(contacts), [contacts]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => (rows[index]?.kind === 'letter' ? letterHeight : contactHeight),
    overscan: 8,
    // A first render before layout (and component tests) still shows the first screenful.
    initialRect: { width: 360, height: 720 },
  });

  return (
    <PaneBody ref={scrollRef}>
      {/* Heights and offsets are computed while scrolling: the one place inline styles are needed. */}
      <Box
        role="list"
        aria-label={label}
        // Rows leave as they scroll out: the focus is not moved to a neighbour (focus-moved-from-removed-items.ts).
        data-virtual-rows=""
        className={classes.virtualList}
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          const position = { transform: `translateY(${item.start}px)`, height: item.size };
          if (row.kind === 'letter') {
            return (
              <Text key={`letter-${row.letter}`} className={classes.letter} style={position} aria-hidden>
                {row.letter}
              </Text>
            );
          }
          const { contact } = row;
          return (
            <Box key={contact.id} role="listitem" className={classes.row} style={position}>
              <Link
                to="/apps/contacts/$id"
                params={{ id: contact.id }}
                search={(previous) => ({ q: previous.q })}
                className={classes.rowLink}
                data-selected={contact.id === selectedId || undefined}
              >
                <Avatar src={assetUrl(contact.avatar)} name={contact.name} color="initials" />
                <Box className={classes.rowText}>
                  <Text fw={500} truncate>
                    {contact.name}
                  </Text>
                  <Text size="sm" c="dimmed" truncate>
                    {contact.title ?? contact.job?.title ?? ''}
                  </Text>
                </Box>
              </Link>
            </Box>
          );
        })}
      </Box>
    </PaneBody>
  );
}
