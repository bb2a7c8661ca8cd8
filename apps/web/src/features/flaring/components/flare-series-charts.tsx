import type { FlareResponse } from '@flarescope/shared';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LineChart, type ChartSeries } from '../../../components/charts/line-chart';
import { sourceName } from '../../../domains/flaring/components/sources-list';
import { useFormat } from '../../../lib/format';

type Point = FlareResponse['series'][number];

/** The series' points by source and by kind of period (years, months): one pair of charts each. */
export const seriesGroups = (series: readonly Point[]) => {
  const groups = new Map<string, { sourceId: string; isYearly: boolean; points: Point[] }>();
  for (const point of series) {
    const isYearly = /^\d{4}$/.test(point.period);
    const key = `${point.sourceId}|${isYearly ? 'year' : 'month'}`;
    const group = groups.get(key) ?? { sourceId: point.sourceId, isYearly, points: [] };
    group.points.push(point);
    groups.set(key, group);
  }
  return [...groups.values()].map((group) => ({
    ...group,
    points: [...group.points].sort((a, b) => a.period.localeCompare(b.period)),
  }));
};

/**
 * A flare's flared gas and CO2e per period, as bars: one pair of charts per source and kind of period
 * (a satellite catalogue's years beside an operator's months are never drawn as one series), each saying
 * its source; the CO2e bars carry their range over the assumed efficiency and gas as whiskers.
 */
export const FlareSeriesCharts = ({ data }: { data: FlareResponse }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const groups = seriesGroups(data.series);
  const horizon = t(`explorer.horizon.${data.latest?.emissions.horizon ?? 'gwp100'}`);
  const massScale = format.massScale();
  return (
    <Stack gap="lg">
      {groups.map((group) => {
        const source = sourceName(t, data.sources, group.sourceId);
        const sourceLine = t('flaring.flare.seriesSource', { source });
        const volumeScale = format.volumeScale(Math.max(0, ...group.points.map((point) => point.flaredM3)));
        const perPeriod = group.isYearly ? 'explorer.series.unitPerYear' : 'explorer.series.unitPerPeriod';
        const hasRanges = group.points.some((point) => point.co2eHighTonnes !== null);
        const charts: Array<{
          title: string;
          unit: string;
          note: string;
          formatValue: (value: number) => string;
          series: ChartSeries;
        }> = [
          {
            title: t('flaring.flare.flaredChart'),
            unit: volumeScale.unit,
            note: sourceLine,
            formatValue: format.significant,
            series: {
              key: 'flared',
              label: t('explorer.figures.flared'),
              color: '#c2410c',
              values: group.points.map((point) => point.flaredM3 * volumeScale.factor),
            },
          },
          {
            title: t('flaring.flare.co2eChart', { horizon }),
            unit: massScale.unit,
            note: hasRanges ? `${sourceLine} ${t('flaring.flare.co2eRangeChartNote')}` : sourceLine,
            formatValue: format.compact,
            series: {
              key: 'co2e',
              label: t('explorer.figures.co2eShort'),
              color: '#1f2937',
              values: group.points.map((point) => point.co2eTonnes * massScale.factor),
              ...(hasRanges
                ? {
                    ranges: group.points.map((point) =>
                      point.co2eLowTonnes === null || point.co2eHighTonnes === null
                        ? null
                        : ([
                            point.co2eLowTonnes * massScale.factor,
                            point.co2eHighTonnes * massScale.factor,
                          ] as const),
                    ),
                    rangeLabel: t('flaring.flare.co2eRangeColumn'),
                  }
                : {}),
            },
          },
        ];
        return (
          <Stack key={`${group.sourceId}|${group.isYearly}`} gap="xs">
            {groups.length > 1 && (
              <Title order={3} size="h5">
                {t(group.isYearly ? 'flaring.flare.seriesByYear' : 'flaring.flare.seriesByMonth', { source })}
              </Title>
            )}
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              {charts.map((chart) => (
                <LineChart
                  key={chart.series.key}
                  variant="bar"
                  title={chart.title}
                  unit={t(perPeriod, { unit: chart.unit })}
                  xHeading={t('explorer.series.period')}
                  xLabels={group.points.map((point) => format.period(point.period))}
                  series={[chart.series]}
                  formatValue={chart.formatValue}
                  note={chart.note}
                />
              ))}
            </SimpleGrid>
          </Stack>
        );
      })}
      {groups.length === 0 && <Text c="dark.4">{t('explorer.flares.noObservations')}</Text>}
    </Stack>
  );
};
