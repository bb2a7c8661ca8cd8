import type { CompanyResponse, FlaringSource } from '@flarescope/shared';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import classes from './explorer.module.css';
import { sourceName } from './sources-list';
import { CaptionedTable } from './table-scroll';
import { useShowAll } from './use-show-all';

type ProductionTableProps = {
  production: CompanyResponse['production'];
  sources: readonly FlaringSource[];
  caption: string;
  initialRows?: number;
};

/** Oil, gas and total production per period, newest first, with each row's source. */
export const ProductionTable = ({ production, sources, caption, initialRows = 12 }: ProductionTableProps) => {
  const { t } = useTranslation();
  const format = useFormat();
  const sorted = [...production].sort((a, b) => b.period.localeCompare(a.period));
  const { visible: rows, toggle } = useShowAll(sorted, initialRows);
  if (production.length === 0) return <Text c="dark.4">{t('explorer.production.none')}</Text>;
  const gasScale = format.volumeScale(Math.max(0, ...production.map((row) => row.gasM3 ?? 0)));
  const number = (value: number | null, factor = 1) =>
    value === null ? '—' : format.significant(value * factor);
  return (
    <div>
      <CaptionedTable caption={caption}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('explorer.columns.period')}</Table.Th>
            <Table.Th scope="col" className={classes.numeric}>
              {t('explorer.columns.oil', { unit: t('explorer.units.bbl') })}
            </Table.Th>
            <Table.Th scope="col" className={classes.numeric}>
              {t('explorer.columns.gas', { unit: gasScale.unit })}
            </Table.Th>
            <Table.Th scope="col" className={classes.numeric}>
              {t('explorer.columns.total', { unit: t('explorer.units.boe') })}
            </Table.Th>
            <Table.Th scope="col">{t('explorer.columns.source')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={`${row.period}-${row.sourceId}`}>
              <Table.Th scope="row" fw={400}>
                {format.period(row.period)}
              </Table.Th>
              <Table.Td className={classes.numeric}>{number(row.oilBbl)}</Table.Td>
              <Table.Td className={classes.numeric}>{number(row.gasM3, gasScale.factor)}</Table.Td>
              <Table.Td className={classes.numeric}>{number(row.totalBoe)}</Table.Td>
              <Table.Td>{sourceName(t, sources, row.sourceId)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </CaptionedTable>
      {toggle}
    </div>
  );
};
