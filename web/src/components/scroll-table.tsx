// A table that scrolls sideways when the screen is narrower than its minimum width (Mantine's scroll
// container). While it overflows, its viewport joins the tab order, so that the keyboard can scroll it too
// (WCAG 2.1.1): axe found tables on phones with nothing focusable inside (the audit trail, the dashboards'
// tables), which no key could scroll. A table that fits adds no tab stop.
import { Table, type TableScrollContainerProps } from '@mantine/core';
import { useRef } from 'react';
import { useScrollEdges } from '../lib/use-scroll-edges';
import classes from './scroll-table.module.css';

export function ScrollTable({ scrollAreaProps, ...props }: TableScrollContainerProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const { hasMoreAtStart, hasMoreAtEnd } = useScrollEdges(viewport);
  const scrolls = hasMoreAtStart || hasMoreAtEnd;
  return (
    <Table.ScrollContainer
      {...props}
      scrollAreaProps={{
        ...scrollAreaProps,
        viewportRef: viewport,
        viewportProps: scrolls ? { tabIndex: 0, className: classes.focusable } : {},
      }}
    />
  );
}
