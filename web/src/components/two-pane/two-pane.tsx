// List + detail layout of the apps (contacts, mailbox, chat, notes...): two panes side by side on wide
// screens; on a phone either the list or, once something is selected (the URL says so), the detail with a
// back button. An optional sidebar (folders, labels) is a third column on large screens, a drawer below.
import { ActionIcon, Box, Button, Drawer, Group, type MantineBreakpoint, Paper, useMantineTheme } from '@mantine/core';
import { useDisclosure, useMediaQuery, useMergedRef } from '@mantine/hooks';
import { IconArrowLeft, IconMenu2 } from '@tabler/icons-react';
import { Fragment, type MouseEvent, type ReactNode, type Ref, useRef } from 'react';
import { useScrollTabStop } from '../../lib/use-scroll-tab-stop';
import classes from './two-pane.module.css';

export interface TwoPaneProps {
  /** The list pane (search box, list...). */
  list: ReactNode;
  /** The selected item; rendered only while `hasSelection`. */
  detail: ReactNode;
  /** Whether the URL selects an item: decides which pane a phone shows. */
  hasSelection: boolean;
  /** What the detail pane shows on wide screens while nothing is selected. */
  empty?: ReactNode;
  /** Leaves the selection (on a phone, back to the list). */
  onBack: () => void;
  backLabel: string;
  /** Navigation beside the list (folders, filters, labels). */
  sidebar?: ReactNode;
  /** Accessible name of the button that opens the sidebar on smaller screens. */
  sidebarLabel?: string;
  /** Page heading above the panes. */
  header?: ReactNode;
}

// Breakpoints as media queries (read on the first render) so the first paint already picks the right
// arrangement; both are theme breakpoints (two-pane.module.css repeats md as 62em).
/** From this breakpoint list and detail stand side by side. */
const twoPanesFrom = 'md' satisfies MantineBreakpoint;
/**
 * The breakpoint from which the sidebar is a column rather than a drawer: a screen shows what the sidebar holds
 * elsewhere below it with `hiddenFrom={sidebarColumnFrom}` (the mailbox's compose button).
 */
export const sidebarColumnFrom = 'lg' satisfies MantineBreakpoint;

export function TwoPane(props: TwoPaneProps) {
  const { list, detail, hasSelection, empty, onBack, backLabel, sidebar, sidebarLabel, header } = props;
  const theme = useMantineTheme();
  const from = (breakpoint: MantineBreakpoint) => `(min-width: ${theme.breakpoints[breakpoint]})`;
  const isWide = useMediaQuery(from(twoPanesFrom), true, { getInitialValueInEffect: false });
  const hasSidebarColumn = useMediaQuery(from(sidebarColumnFrom), true, { getInitialValueInEffect: false });
  const [isDrawerOpen, drawer] = useDisclosure(false);
  const showsSidebarColumn = sidebar !== undefined && hasSidebarColumn;
  const showsDrawerToggle = sidebar !== undefined && !hasSidebarColumn;
  // Following a link (a folder, a label) or starting an action (compose, settings) ends the drawer's job.
  const closeOnLink = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a, button')) drawer.close();
  };

  const listPane = (
    <Box className={classes.listPane} data-pane="list">
      {showsDrawerToggle && (
        <Group className={classes.paneBar} gap="xs">
          <ActionIcon variant="subtle" color="gray" aria-label={sidebarLabel} onClick={drawer.open}>
            <IconMenu2 size={20} />
          </ActionIcon>
        </Group>
      )}
      {list}
    </Box>
  );
  const detailPane = (
    <Box className={classes.detailPane} data-pane="detail">
      {!isWide && (
        <Group className={classes.paneBar}>
          <Button variant="subtle" leftSection={<IconArrowLeft size={18} />} onClick={onBack}>
            {backLabel}
          </Button>
        </Group>
      )}
      {/* Keyed: the selection's view leaves the page as it ends (its focus then goes back to the list, see
          lib/focus/focus-moved-from-removed-items.ts), even where the two happen to be the same component. */}
      {hasSelection ? <Fragment key="detail">{detail}</Fragment> : <Fragment key="empty">{empty}</Fragment>}
    </Box>
  );

  return (
    <Box className={classes.root}>
      {header}
      <Paper withBorder className={classes.frame}>
        {showsSidebarColumn && <Box className={classes.sidebar}>{sidebar}</Box>}
        {(isWide || !hasSelection) && listPane}
        {(isWide || hasSelection) && detailPane}
      </Paper>
      {showsDrawerToggle && (
        <Drawer opened={isDrawerOpen} onClose={drawer.close} size={300} title={sidebarLabel}>
          <Box onClickCapture={closeOnLink}>{sidebar}</Box>
        </Drawer>
      )}
    </Box>
  );
}

interface PaneBodyProps {
  children: ReactNode;
  /** The scrolling element, e.g. for a virtualised list. */
  ref?: Ref<HTMLDivElement>;
  className?: string;
}

/**
 * The scrolling part of a pane: fills what the pane's fixed rows (search, toolbar) leave. A pane of text (a mail,
 * a record's details) that scrolls is a tab stop, so that the keyboard can scroll it.
 */
export function PaneBody({ children, ref, className }: PaneBodyProps) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const tabIndex = useScrollTabStop(bodyRef);
  return (
    <div
      ref={useMergedRef(bodyRef, ref)}
      tabIndex={tabIndex}
      className={className ? `${classes.body} ${className}` : classes.body}
    >
      {children}
    </div>
  );
}
