import { Table, type TableProps } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './table.module.css';

/** Whether the box can scroll further left or right, kept up to date as it scrolls and resizes. */
const useSideways = (box: React.RefObject<HTMLDivElement | null>) => {
  const [state, setState] = useState({ left: false, right: false });
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const update = () => {
      const left = element.scrollLeft > 1;
      const right = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setState((current) => (current.left === left && current.right === right ? current : { left, right }));
    };
    element.addEventListener('scroll', update, { passive: true });
    // A ResizeObserver reports each box once when it starts observing, after the browser's layout:
    // reading the widths then costs nothing, where reading them here forced a layout of the whole
    // page in the middle of its first render (86 ms of a throttled phone's explorer start, issue 35).
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    if (observer) {
      observer.observe(element);
      if (element.firstElementChild) observer.observe(element.firstElementChild);
    } else update();
    return () => {
      element.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [box]);
  return state;
};

/**
 * Lets a wide table scroll sideways on a phone. The box takes the keyboard focus (WCAG 2.1.1: arrow
 * keys scroll it) and is named after the table it holds. When the table is wider than the box, a line
 * above it says so and a fade on the side that hides columns shows where they are; the row-header
 * column (`classes.sticky`) stays in view, with a shadow once rows scroll under it.
 */
export const TableScroll = ({ label, children }: { label: string; children: ReactNode }) => {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const sideways = useSideways(box);
  const overflows = sideways.left || sideways.right;
  return (
    <div>
      {/* Kept in the page on a phone, hidden until the table overflows: appearing, it pushed the table
          down 22 px after its first paint (a layout shift). Beyond a phone it shows only when needed. */}
      <p
        className={classes.scrollHint}
        data-shown={overflows || undefined}
        aria-hidden={!overflows || undefined}
      >
        <span aria-hidden="true">↔ </span>
        {t('explorer.table.scrollHint')}
      </p>
      <div className={classes.scrollArea}>
        <div
          ref={box}
          className={classes.tableWrap}
          role="group"
          aria-label={label}
          tabIndex={0}
          data-scrolled={sideways.left || undefined}
        >
          {children}
        </div>
        {sideways.right && <div className={classes.fadeRight} aria-hidden="true" data-testid="scroll-cue" />}
      </div>
    </div>
  );
};

/**
 * A striped data table with its caption, in a TableScroll named after the caption. Other Table props
 * (highlightOnHover, aria-busy …) pass through. `isCaptionHidden`: the caption only names the table
 * for screen readers, where the heading right above it already says the same to the eye.
 */
export const CaptionedTable = ({
  caption,
  isCaptionHidden = false,
  children,
  ...tableProps
}: TableProps & { caption: string; isCaptionHidden?: boolean; children: ReactNode }) => (
  <TableScroll label={caption}>
    <Table striped fz="sm" {...tableProps}>
      <caption className={isCaptionHidden ? classes.captionHidden : classes.caption}>{caption}</caption>
      {children}
    </Table>
  </TableScroll>
);
