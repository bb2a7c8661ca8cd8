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
