import { Table, type TableProps } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './explorer.module.css';

/**
 * Lets a wide table scroll sideways on a phone. The box takes the keyboard focus (WCAG 2.1.1: arrow
 * keys scroll it) and is named after the table it holds.
 */
export const TableScroll = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className={classes.tableWrap} role="group" aria-label={label} tabIndex={0}>
    {children}
  </div>
);

/**
 * A striped data table with its caption, in a TableScroll named after the caption. Other Table props
 * (highlightOnHover, aria-busy …) pass through.
 */
export const CaptionedTable = ({
  caption,
  children,
  ...tableProps
}: TableProps & { caption: string; children: ReactNode }) => (
  <TableScroll label={caption}>
    <Table striped fz="sm" {...tableProps}>
      <caption className={classes.caption}>{caption}</caption>
      {children}
    </Table>
  </TableScroll>
);
