import { GAS_COMPONENTS, type GasComponent } from '@flarescope/shared';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import classes from '../../../components/ui/table.module.css';
import { CaptionedTable } from '../../../components/ui/table-scroll';

type CompositionTableProps = { components: Partial<Record<GasComponent, number>>; caption: string };

/** Mole fractions of every component, C1 to H2S, as percentages. */
export const CompositionTable = ({ components, caption }: CompositionTableProps) => {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <CaptionedTable caption={caption}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('explorer.columns.component')}</Table.Th>
          <Table.Th scope="col" className={classes.numeric}>
            {t('explorer.columns.molePercent')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {GAS_COMPONENTS.map((component) => (
          <Table.Tr key={component}>
            <Table.Th scope="row" fw={400}>
              {t(`explorer.components.${component}`)}
            </Table.Th>
            <Table.Td className={classes.numeric}>
              {format.percent((components[component] ?? 0) * 100, 2)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </CaptionedTable>
  );
};
