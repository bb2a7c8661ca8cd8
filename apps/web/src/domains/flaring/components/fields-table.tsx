import type { CompanyResponse } from '@flarescope/shared';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { SortableTable, useSortedRows, type TableColumn } from '../../../components/ui/sortable-table';
import { useShowAll } from '../../../components/ui/use-show-all';

type FieldRow = CompanyResponse['fields'][number];

type FieldsTableProps = {
  fields: CompanyResponse['fields'];
  year: number;
  caption: string;
  initialRows?: number;
};

/**
 * The company's fields (concessions): basin, province, flares and flared gas of the latest year;
 * largest first, sortable by each column (`?fieldsSort=name&fieldsOrder=asc`).
 */
export const FieldsTable = ({ fields, year, caption, initialRows = 12 }: FieldsTableProps) => {
  const { t } = useTranslation();
  const format = useFormat();
  const byVolume = [...fields].sort(
    (a, b) => b.flaredM3 - a.flaredM3 || b.flareCount - a.flareCount || a.name.localeCompare(b.name),
  );
  const scale = format.volumeScale(Math.max(0, ...fields.map((field) => field.flaredM3)));
  const columns: TableColumn<FieldRow>[] = [
    {
      id: 'name',
      label: t('explorer.columns.field'),
      rowHeader: true,
      cell: (field) => field.name,
      sortValue: (field) => field.name,
    },
    {
      id: 'basin',
      label: t('explorer.columns.basin'),
      cell: (field) => field.basin ?? '—',
      sortValue: (field) => field.basin,
    },
    {
      id: 'province',
      label: t('explorer.columns.province'),
      cell: (field) => field.province ?? '—',
      sortValue: (field) => field.province,
    },
    {
      id: 'flares',
      label: t('explorer.columns.flares'),
      numeric: true,
      cell: (field) => format.integer(field.flareCount),
      sortValue: (field) => field.flareCount,
    },
    {
      id: 'flared',
      label: t('explorer.columns.flaredIn', { year, unit: scale.unit }),
      numeric: true,
      cell: (field) => format.significant(field.flaredM3 * scale.factor),
      sortValue: (field) => field.flaredM3,
    },
  ];
  const { rows, sort, onSort } = useSortedRows('fields', byVolume, columns, {
    column: 'flared',
    order: 'desc',
  });
  const { visible, toggle } = useShowAll(rows, initialRows);
  if (fields.length === 0) return <Text c="dark.4">{t('explorer.fields.none')}</Text>;
  return (
    <div>
      <SortableTable
        caption={caption}
        columns={columns}
        rows={visible}
        rowKey={(field) => field.slug}
        sort={sort}
        onSort={onSort}
      />
      {toggle}
    </div>
  );
};
