import { satelliteVsWorldBankByYear } from '@flarescope/shared';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LineChart, type ChartSeries } from '../../../components/charts/line-chart';
import { useFormat } from '../../../lib/format';

export type SeriesPoint = {
  year: number;
  satelliteM3: number | null;
  worldBankM3?: number | null;
  energyInstituteM3?: number | null;
  reportedM3?: number | null;
};

type SeriesKey = 'satelliteM3' | 'worldBankM3' | 'energyInstituteM3' | 'reportedM3';

const SERIES: ReadonlyArray<{ key: SeriesKey; color: string; isDashed?: boolean }> = [
  { key: 'satelliteM3', color: '#c2410c' },
  { key: 'worldBankM3', color: '#1d4ed8', isDashed: true },
  { key: 'energyInstituteM3', color: '#047857', isDashed: true },
  { key: 'reportedM3', color: '#7c3aed' },
];

type FlaringSeriesChartProps = {
  title: string;
  points: readonly SeriesPoint[];
  note?: string;
  /** A label that says more than the source's name (e.g. a sum of a publisher's rows is ours). */
  labels?: Partial<Record<SeriesKey, string>>;
};

/**
 * Flared gas per year from each source side by side: our satellite sum, the World Bank's and the
 * Energy Institute's published figures, and imported operator or regulator volumes. A source
 * without any figure in the range is left out of the legend.
 */
export const FlaringSeriesChart = ({ title, points: allPoints, note, labels }: FlaringSeriesChartProps) => {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  // Years before any source has a figure (a company seen from 2017) are left off the axis.
  const hasData = (point: SeriesPoint) => SERIES.some((s) => (point[s.key] ?? null) !== null);
  const first = allPoints.findIndex(hasData);
  const points = first < 0 ? allPoints : allPoints.slice(first);
  const present = SERIES.filter((s) => points.some((point) => (point[s.key] ?? null) !== null));
  const max = Math.max(0, ...points.flatMap((point) => present.map((s) => point[s.key] ?? 0)));
  const scale = format.volumeScale(max);
  const series: ChartSeries[] = present.map((s) => ({
    key: s.key,
    label: labels?.[s.key] ?? t(`explorer.series.${s.key}`),
    color: s.color,
    isDashed: s.isDashed,
    values: points.map((point) => {
      const value = point[s.key];
      return value === null || value === undefined ? null : value * scale.factor;
    }),
  }));
  // Per year where both have a figure: our satellite sum against the World Bank's (never spliced).
  const deltas = satelliteVsWorldBankByYear(points);
  const signed = (percent: number) =>
    `${percent > 0 ? '+' : percent < 0 ? '−' : ''}${format.percent(Math.abs(percent))}`;
  const deltaByYear = new Map(deltas.map((delta) => [delta.year, signed(delta.percent)]));
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' });
  return (
    <LineChart
      title={title}
      unit={t('explorer.series.unitPerYear', { unit: scale.unit })}
      xHeading={t('explorer.series.year')}
      xLabels={points.map((point) => String(point.year))}
      series={series}
      formatValue={format.significant}
      note={note}
      tableColumns={
        deltas.length > 0
          ? [
              {
                key: 'deltaToWorldBank',
                label: t('explorer.series.deltaColumn'),
                cells: points.map((point) => deltaByYear.get(point.year) ?? null),
              },
            ]
          : []
      }
    >
      {deltas.length > 0 && (
        <Stack gap={2} mt="xs">
          <Text size="sm">
            {t('explorer.series.deltaByYear', {
              list: list.format(
                deltas.map((delta) =>
                  t('explorer.series.deltaYear', { delta: signed(delta.percent), year: delta.year }),
                ),
              ),
            })}
          </Text>
          <Text size="xs" c="dark.4">
            {t('explorer.series.deltaCaveat')}
          </Text>
        </Stack>
      )}
    </LineChart>
  );
};
