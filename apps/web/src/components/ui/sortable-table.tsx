import { Table, UnstyledButton, type TableProps } from '@mantine/core';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import classes from './table.module.css';
import { TableScroll } from './table-scroll';

export type SortOrder = 'asc' | 'desc';
export type SortState = { column: string; order: SortOrder };
type SortValue = number | string | null;

/** One column of a SortableTable. Adding a column is adding one of these. */
export type TableColumn<Row> = {
  id: string;
  /** The header's text (with its unit and period, as every figure on screen). */
  label: string;
  /**
   * The header shown on a phone instead of `label` (a rank's "#"), so that the name and the figure that
   * ranks it fit beside it; `label` stays the header's accessible name.
   */
  shortLabel?: string;
  cell: (row: Row) => ReactNode;
  /** The value the rows sort by when sorted here on the client; null sorts last either way. */
  sortValue?: (row: Row) => SortValue;
  /** Whether the header is a sort button; by default, when the column has a `sortValue`. */
  sortable?: boolean;
  /** The order of a first click: largest first for figures, A→Z for text (the default). */
  firstOrder?: SortOrder;
  numeric?: boolean;
  /** The row's name: a row header, kept in view (sticky) while a wide table scrolls sideways. */
  rowHeader?: boolean;
  className?: string;
};

const isSortable = <Row,>(column: TableColumn<Row>) => column.sortable ?? column.sortValue !== undefined;

/** The order of a header click: the other way on the sorted column, else the column's first order. */
export const nextSort = <Row,>(current: SortState, column: TableColumn<Row>): SortState =>
  current.column === column.id
    ? { column: column.id, order: current.order === 'asc' ? 'desc' : 'asc' }
    : { column: column.id, order: column.firstOrder ?? (column.numeric ? 'desc' : 'asc') };

/**
 * The rows in `order` by `value`: numbers by size, text by the language's collation (accents and case
 * aside, 'Neuquén' beside 'Neuquen'); null (no figure) last in both orders; ties keep the rows' order.
 */
export const sortRows = <Row,>(
  rows: readonly Row[],
  value: (row: Row) => SortValue,
  order: SortOrder,
  locale: string,
): Row[] => {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const sign = order === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: value(row) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null)
        return a.value === b.value ? a.index - b.index : a.value === null ? 1 : -1;
      const compared =
        typeof a.value === 'number' && typeof b.value === 'number'
          ? a.value - b.value
          : collator.compare(String(a.value), String(b.value));
      return sign * compared || a.index - b.index;
    })
    .map((entry) => entry.row);
};

/**
 * A table's sort kept in the address (`?{id}Sort=intensity&{id}Order=desc`), so that a link or a reload
 * shows the same order; a column that is not sortable or an unknown order falls back to `initial`.
 * Returns the rows sorted on the client and the state and handler for SortableTable.
 */
export const useSortedRows = <Row,>(
  id: string,
  rows: readonly Row[],
  columns: readonly TableColumn<Row>[],
  initial: SortState,
) => {
  const { i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const columnParam = `${id}Sort`;
  const orderParam = `${id}Order`;
  const requested = columns.find((column) => column.id === params.get(columnParam) && isSortable(column));
  const order = params.get(orderParam);
  const sort: SortState = requested
    ? { column: requested.id, order: order === 'asc' || order === 'desc' ? order : 'asc' }
    : initial;
  const onSort = useCallback(
    (next: SortState) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set(columnParam, next.column);
          updated.set(orderParam, next.order);
          return updated;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams, columnParam, orderParam],
  );
  const byColumn = columns.find((column) => column.id === sort.column)?.sortValue;
  const sorted = useMemo(
    () => (byColumn ? sortRows(rows, byColumn, sort.order, i18n.language) : [...rows]),
    [rows, byColumn, sort.order, i18n.language],
  );
  return { rows: sorted, sort, onSort };
};

type SortableTableProps<Row> = Omit<TableProps, 'children'> & {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  sort: SortState;
  onSort: (next: SortState) => void;
  /** Names the table and its sideways-scrolling box: shown as the caption unless `hideCaption`. */
  caption: string;
  hideCaption?: boolean;
};

/**
 * The one sortable table of the explorers: headers that sort are buttons (Enter or Space, in the tab
 * order) in a header with `aria-sort`; the row-header column stays in view while a wide table scrolls
 * sideways in its TableScroll, which says so when the table is wider than the screen. Sorting happens
 * where the caller says: on the client (useSortedRows) or on the server (the flare lists).
 */
export const SortableTable = <Row,>({
  columns,
  rows,
  rowKey,
  sort,
  onSort,
  caption,
  hideCaption = false,
  ...tableProps
}: SortableTableProps<Row>) => {
  const { t } = useTranslation();
  const cellClass = (column: TableColumn<Row>) =>
    [column.numeric ? classes.numeric : null, column.rowHeader ? classes.sticky : null, column.className]
      .filter(Boolean)
      .join(' ') || undefined;

  const headerText = (column: TableColumn<Row>) =>
    column.shortLabel ? (
      <span className={classes.headerLabel}>
        <span className={classes.longLabel}>{column.label}</span>
        <span className={classes.shortLabel} aria-hidden="true">
          {column.shortLabel}
        </span>
      </span>
    ) : (
      column.label
    );

  const header = (column: TableColumn<Row>) => {
    if (!isSortable(column))
      return (
        <Table.Th key={column.id} scope="col" className={cellClass(column)}>
          {headerText(column)}
        </Table.Th>
      );
    const isActive = sort.column === column.id;
    const ariaSort = isActive ? (sort.order === 'asc' ? 'ascending' : 'descending') : 'none';
    return (
      <Table.Th key={column.id} scope="col" className={cellClass(column)} aria-sort={ariaSort}>
        <UnstyledButton
          className={classes.sortButton}
          onClick={() => onSort(nextSort(sort, column))}
          aria-label={t('explorer.table.sortBy', { column: column.label })}
          data-sort-column={column.id}
        >
          {headerText(column)}
          <span aria-hidden="true" className={classes.sortMark} data-active={isActive || undefined}>
            {isActive ? (sort.order === 'asc' ? '▲' : '▼') : '↕'}
          </span>
        </UnstyledButton>
      </Table.Th>
    );
  };

  return (
    <TableScroll label={caption}>
      <Table striped fz="sm" {...tableProps}>
        {!hideCaption && <caption className={classes.caption}>{caption}</caption>}
        <Table.Thead>
          <Table.Tr>{columns.map(header)}</Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <Table.Th key={column.id} scope="row" fw={400} className={cellClass(column)}>
                    {column.cell(row)}
                  </Table.Th>
                ) : (
                  <Table.Td key={column.id} className={cellClass(column)}>
                    {column.cell(row)}
                  </Table.Td>
                ),
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
};
