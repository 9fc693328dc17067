import { Box, type SxProps, Table, TableBody, TableCell, TableHead, TableRow, type Theme } from '@mui/material';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';

/**
 * A wide table on a narrow screen (WCAG 1.4.10 lets a table keep its two dimensions): it scrolls sideways in a box of
 * its own, not the page. While it does, the box is a region named like the table that the keyboard can reach and
 * scroll (a scrolling box without focus cannot be scrolled by keyboard, WCAG 2.1.1); where the table fits, it is no
 * tab stop and no landmark.
 */
function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth);
    measure();
    // The box's width (the window, the layout's columns) and the table's (its rows, the language) both change it.
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <Box
      ref={box}
      {...(scrolls ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}
      sx={{ overflowX: 'auto', maxWidth: '100%' }}
    >
      {children}
    </Box>
  );
}

export interface WideTableColumn {
  label: string;
  align?: 'right';
}

/**
 * A studio data table, named once (the table, and its box while that scrolls), with its column heads above the rows
 * it is given (`children`: TableRows).
 */
export function WideTable({
  label,
  columns,
  sx,
  children,
}: {
  label: string;
  columns: readonly WideTableColumn[];
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <ScrollRegion label={label}>
      <Table size="small" aria-label={label} sx={sx}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.label} component="th" scope="col" align={column.align}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </ScrollRegion>
  );
}
