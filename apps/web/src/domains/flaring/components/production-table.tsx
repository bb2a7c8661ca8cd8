import type { CompanyResponse, FlaringSource } from '@flarescope/shared';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { sourceName } from './sources-list';
import { SortableTable, useSortedRows, type TableColumn } from '../../../components/ui/sortable-table';
import { useShowAll } from '../../../components/ui/use-show-all';

type ProductionRow = CompanyResponse['production'][number];

type ProductionTableProps = {
  production: CompanyResponse['production'];
  sources: readonly FlaringSource[];
  caption: string;
  initialRows?: number;
};

/**
 * Oil, gas and total production per period with each row's source; newest first, sortable by each
 * column (`?productionSort=oil&productionOrder=desc`).
 */
export const ProductionTable = ({ production, sources, caption, initialRows = 12 }: ProductionTableProps) => {
  const { t } = useTranslation();
  const format = useFormat();
  const gasScale = format.volumeScale(Math.max(0, ...production.map((row) => row.gasM3 ?? 0)));
  const number = (value: number | null, factor = 1) =>
    value === null ? '—' : format.significant(value * factor);
  const columns: TableColumn<ProductionRow>[] = [
    {
      id: 'period',
      label: t('explorer.columns.period'),
      rowHeader: true,
      cell: (row) => format.period(row.period),
      sortValue: (row) => row.period,
      firstOrder: 'desc',
    },
    {
      id: 'oil',
      label: t('explorer.columns.oil', { unit: t('explorer.units.bbl') }),
      numeric: true,
      cell: (row) => number(row.oilBbl),
      sortValue: (row) => row.oilBbl,
    },
    {
      id: 'gas',
      label: t('explorer.columns.gas', { unit: gasScale.unit }),
      numeric: true,
      cell: (row) => number(row.gasM3, gasScale.factor),
      sortValue: (row) => row.gasM3,
    },
    {
      id: 'total',
      label: t('explorer.columns.total', { unit: t('explorer.units.boe') }),
      numeric: true,
      cell: (row) => number(row.totalBoe),
      sortValue: (row) => row.totalBoe,
    },
    {
      id: 'source',
      label: t('explorer.columns.source'),
      cell: (row) => sourceName(t, sources, row.sourceId),
      sortValue: (row) => sourceName(t, sources, row.sourceId),
    },
  ];
  const { rows, sort, onSort } = useSortedRows('production', production, columns, {
    column: 'period',
    order: 'desc',
  });
  const { visible, toggle } = useShowAll(rows, initialRows);
  if (production.length === 0) return <Text c="dark.4">{t('explorer.production.none')}</Text>;
  return (
    <div>
      <SortableTable
        caption={caption}
        columns={columns}
        rows={visible}
        rowKey={(row) => `${row.period}-${row.sourceId}`}
        sort={sort}
        onSort={onSort}
      />
      {toggle}
    </div>
  );
};
