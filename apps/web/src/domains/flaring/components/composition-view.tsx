import {
  defaultCompositionSource,
  GAS_COMPONENTS,
  type CompositionView as Composition,
  type FlaringSource,
} from '@flarescope/shared';
import { Badge, Group, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BarList } from '../../../components/charts/bar-list';
import { useFormat } from '../../../lib/format';
import { sourceName } from './sources-list';
import { CompositionTable } from './composition-table';

type CompositionViewProps = { composition: Composition; sources: readonly FlaringSource[]; title: string };

/**
 * A gas composition as bars and as a table of mole fractions, flagged when it is the documented
 * default rather than a chromatography, with its reference.
 */
export const CompositionView = ({ composition, sources, title }: CompositionViewProps) => {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const rows = GAS_COMPONENTS.map((component) => ({
    component,
    fraction: composition.components[component] ?? 0,
  }));
  const label = (component: string) => t(`explorer.components.${component}`);
  const percent = (fraction: number) => format.percent(fraction * 100, 2);
  return (
    <div>
      <Group gap="xs" mb="xs">
        {composition.isDefault ? (
          <Badge color="gray" variant="light">
            {t('explorer.composition.default')}
          </Badge>
        ) : (
          <Badge color="teal" variant="light">
            {t('explorer.composition.measured')}
          </Badge>
        )}
        <Text size="sm" c="dark.4">
          {composition.isDefault
            ? t('explorer.composition.defaultNote')
            : t('explorer.composition.measuredNote', {
                date: composition.sampledOn ? format.date(composition.sampledOn) : '—',
                source: sourceName(t, sources, composition.sourceId),
              })}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <BarList
          title={title}
          max={1}
          items={rows
            .filter((row) => row.fraction > 0)
            .map((row) => ({
              key: row.component,
              label: label(row.component),
              value: row.fraction,
              display: percent(row.fraction),
            }))}
        />
        <CompositionTable
          components={composition.components}
          caption={t('explorer.composition.tableCaption')}
        />
      </SimpleGrid>
      <Text size="xs" c="dark.4" mt="xs">
        {t('explorer.composition.reference', {
          reference: composition.isDefault
            ? defaultCompositionSource(i18n.language)
            : composition.reference === 'volume-weighted'
              ? t('explorer.composition.volumeWeighted')
              : composition.reference,
        })}
      </Text>
    </div>
  );
};
