// The searchable icon grid, virtualised by rows (Material has 1,792 icons): as many columns as fit the
// width, only the rows in view are in the page.
import { useElementSize, useMergedRef } from '@mantine/hooks';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { IconTile } from './icon-tile';
import classes from './icons.module.css';
import type { DrawIcon } from './use-set-glyphs';

interface IconGridProps {
  names: readonly string[];
  size: number;
  drawIcon: DrawIcon | undefined;
  labelOf: (name: string) => string;
  onCopy: (name: string) => void;
}

const tileWidth = 132;
const rowHeight = 104;

export function IconGrid({ names, size, drawIcon, labelOf, onCopy }: IconGridProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const { ref: sizeRef, width } = useElementSize<HTMLDivElement>();
  const ref = useMergedRef(scrollRef, sizeRef);
  const columns = Math.max(2, Math.floor((width || tileWidth * 2) / tileWidth));
  const rows = useVirtualizer({
    count: Math.ceil(names.length / columns),
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 4,
  });

  return (
    <div ref={ref} className={classes.viewport}>
      <div className={classes.rows} style={{ height: rows.getTotalSize() }}>
        {rows.getVirtualItems().map((row) => (
          <div
            key={row.key}
            role="presentation"
            className={classes.row}
            style={{
              top: row.start,
              height: rowHeight,
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            }}
          >
            {names.slice(row.index * columns, (row.index + 1) * columns).map((name) => (
              <IconTile
                key={name}
                name={name}
                size={size}
                glyph={drawIcon?.(name, size)}
                label={labelOf(name)}
                onCopy={() => onCopy(name)}
              />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
