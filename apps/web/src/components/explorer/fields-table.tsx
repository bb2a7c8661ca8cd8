import type { CompanyResponse } from '@flarescope/shared';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import classes from './explorer.module.css';
import { CaptionedTable } from './table-scroll';
import { useShowAll } from './use-show-all';

type FieldsTableProps = {
  fields: CompanyResponse['fields'];
  year: number;
  caption: string;
  initialRows?: number;
};

/** The company's fields (concessions): basin, province, flares and flared gas of the latest year. */
export const FieldsTable = ({ fields, year, caption, initialRows = 12 }: FieldsTableProps) => {
  const { t } = useTranslation();
  const format = useFormat();
  const sorted = [...fields].sort(
    (a, b) => b.flaredM3 - a.flaredM3 || b.flareCount - a.flareCount || a.name.localeCompare(b.name),
  );
  const { visible: rows, toggle } = useShowAll(sorted, initialRows);
  if (fields.length === 0) return <Text c="dark.4">{t('explorer.fields.none')}</Text>;
  const scale = format.volumeScale(Math.max(0, ...fields.map((field) => field.flaredM3)));
  return (
    <div>
      <CaptionedTable caption={caption}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('explorer.columns.field')}</Table.Th>
            <Table.Th scope="col">{t('explorer.columns.basin')}</Table.Th>
            <Table.Th scope="col">{t('explorer.columns.province')}</Table.Th>
            <Table.Th scope="col" className={classes.numeric}>
              {t('explorer.columns.flares')}
            </Table.Th>
            <Table.Th scope="col" className={classes.numeric}>
              {t('explorer.columns.flaredIn', { year, unit: scale.unit })}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((field) => (
            <Table.Tr key={field.slug}>
              <Table.Th scope="row" fw={400}>
                {field.name}
              </Table.Th>
              <Table.Td>{field.basin ?? '—'}</Table.Td>
              <Table.Td>{field.province ?? '—'}</Table.Td>
              <Table.Td className={classes.numeric}>{format.integer(field.flareCount)}</Table.Td>
              <Table.Td className={classes.numeric}>
                {format.significant(field.flaredM3 * scale.factor)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </CaptionedTable>
      {toggle}
    </div>
  );
};
