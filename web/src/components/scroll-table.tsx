// A table that scrolls sideways when the screen is narrower than its minimum width (Mantine's scroll
// container). While it overflows, its viewport joins the tab order, so that the keyboard can scroll it too
// (WCAG 2.1.1): axe found tables on phones with nothing focusable inside (the audit trail, the dashboards'
// tables), which no key could scroll. A table that fits, or whose links and buttons carry the keyboard
// through it, adds no tab stop (lib/use-scroll-tab-stop.ts).
import { Table, type TableScrollContainerProps } from '@mantine/core';
import { useRef } from 'react';
import { useScrollTabStop } from '../lib/use-scroll-tab-stop';
import classes from './scroll-table.module.css';

export function ScrollTable({ scrollAreaProps, ...props }: TableScrollContainerProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const tabIndex = useScrollTabStop(viewport, 'x');
  return (
    <Table.ScrollContainer
      {...props}
      scrollAreaProps={{
        ...scrollAreaProps,
        viewportRef: viewport,
        viewportProps: tabIndex === undefined ? {} : { tabIndex, className: classes.focusable },
      }}
    />
  );
}
