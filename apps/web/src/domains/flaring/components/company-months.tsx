import type { CompanyMonthsResponse, FlaringSource, ObservedMonth, OperatorPeriod } from '@flarescope/shared';
import { Badge, Select, Stack, Table, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LineChart } from '../../../components/charts/line-chart';
import { KeyFigures } from '../../../components/ui/key-figures';
import { Section } from '../../../components/ui/section';
import { TableScroll } from '../../../components/ui/table-scroll';
import { useFormat, type Format } from '../../../lib/format';
import { useCompanyMonths } from '../api/get-operator-months';

/** A source's publisher as a short name ("Flaring Monitor (flaringmonitor.org)"). */
export const sourceName = (sources: readonly FlaringSource[], id: string): string => {
  const source = sources.find((candidate) => candidate.id === id);
  return source ? (source.publisher.split(',')[0] ?? source.publisher) : id;
};

/** A period as a reader says it: '2020', 'May 2020', or a partial year with its months. */
export const periodLabel = (period: OperatorPeriod, format: Format, t: TFunction) =>
  period.isPartialYear
    ? t('companies.monthly.partialYear', {
        year: period.period,
        first: format.period(period.firstMonth),
        last: format.period(period.lastMonth),
      })
    : format.period(period.period);

/** The period picker: every year, then every month, as the API lists them. */
export const PeriodSelect = ({
  periods,
  value,
  onChange,
}: {
  periods: readonly string[];
  value: string;
  onChange: (period: string) => void;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Select
      label={t('companies.monthly.period')}
      description={t('companies.monthly.periodHelp')}
      data={periods.map((period) => ({ value: period, label: format.period(period) }))}
      value={value}
      onChange={(next) => next && onChange(next)}
      allowDeselect={false}
      searchable
      maw={320}
    />
  );
};

const Reported = ({
  data,
  name,
  sources,
  onPeriod,
}: {
  data: NonNullable<CompanyMonthsResponse['reported']>;
  name: string;
  sources: readonly FlaringSource[];
  onPeriod: (period: string) => void;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const months = data.months;
  const xLabels = months.map((m) => m.month);
  const flaredScale = format.volumeScale(Math.max(0, ...months.map((m) => m.flaredM3 ?? 0)));
  const gasScale = format.volumeScale(Math.max(0, ...months.map((m) => m.gasM3 ?? 0)));
  const mass = format.massScale();
  const intensityUnit = format.intensity(1).unit;
  const intensityFactor = format.units === 'imperial' ? 35.3147 : 1;
  const period = periodLabel(data.period, format, t);
  const note = t('companies.monthly.note', { period, source: sourceName(sources, data.sourceId) });
  const figures = data.periodFigures;
  return (
    <Stack gap="md">
      <Text maw={820}>{t('companies.monthly.lead', { company: name })}</Text>
      <Text fw={600} data-testid="latest-month">
        {t('companies.monthly.latestMonthOfCompany', {
          company: name,
          month: format.period(data.latestMonth),
        })}
        {' · '}
        {t('companies.monthly.latestMonth', { month: format.period(data.sourceLatestMonth) })}
      </Text>
      <Text size="sm" c="dark.4">
        {t('companies.monthly.states')}:{' '}
        {data.states
          .map((s) =>
            t('companies.monthly.stateRange', {
              state: s.state,
              first: format.period(s.firstMonth),
              last: format.period(s.lastMonth),
            }),
          )
          .join('; ')}
      </Text>
      <PeriodSelect periods={data.periods} value={data.period.period} onChange={onPeriod} />
      <KeyFigures
        label={t('companies.monthly.figuresLabel', { company: name, period })}
        figures={[
          {
            key: 'flared',
            label: t('companies.monthly.flared'),
            value: figures.flaredM3 === null ? null : format.volume(figures.flaredM3),
            note,
          },
          {
            key: 'rank',
            label: t('companies.monthly.rank'),
            value: data.rank
              ? t('companies.monthly.rankValue', { rank: data.rank.rank, of: data.rank.of })
              : null,
            note: data.rank ? t('companies.monthly.rankNote', { period }) : t('companies.monthly.noRank'),
          },
          {
            key: 'intensity',
            label: t('companies.monthly.intensity'),
            value: figures.intensityM3PerBbl === null ? null : format.intensity(figures.intensityM3PerBbl),
            note: t('companies.monthly.intensityNote'),
          },
          {
            key: 'oil',
            label: t('companies.monthly.oil'),
            value: figures.oilBbl === null ? null : format.oil(figures.oilBbl),
            note,
          },
          {
            key: 'gas',
            label: t('companies.monthly.gas'),
            value: figures.gasM3 === null ? null : format.volume(figures.gasM3),
            note,
          },
          {
            key: 'co2e',
            label: t('companies.monthly.co2e'),
            value: figures.co2eT === null ? null : format.mass(figures.co2eT),
            note,
          },
        ]}
      />
      <LineChart
        title={t('companies.monthly.chartFlared', { company: name })}
        unit={flaredScale.unit}
        xHeading={t('companies.monthly.month')}
        xLabels={xLabels}
        variant="bar"
        series={[
          {
            key: 'flared',
            label: t('companies.monthly.seriesFlared'),
            color: '#c2410c',
            values: months.map((m) => (m.flaredM3 === null ? null : m.flaredM3 * flaredScale.factor)),
          },
        ]}
        formatValue={format.significant}
      />
      <LineChart
        title={t('companies.monthly.chartIntensity', { company: name })}
        unit={intensityUnit}
        xHeading={t('companies.monthly.month')}
        xLabels={xLabels}
        series={[
          {
            key: 'intensity',
            label: t('companies.monthly.seriesIntensity'),
            color: '#7c3aed',
            values: months.map((m) =>
              m.intensityM3PerBbl === null ? null : m.intensityM3PerBbl * intensityFactor,
            ),
          },
        ]}
        formatValue={format.significant}
        note={t('companies.monthly.intensityNote')}
      />
      <LineChart
        title={t('companies.monthly.chartOil', { company: name })}
        unit={t('explorer.units.bbl')}
        xHeading={t('companies.monthly.month')}
        xLabels={xLabels}
        series={[
          {
            key: 'oil',
            label: t('companies.monthly.seriesOil'),
            color: '#1d4ed8',
            values: months.map((m) => m.oilBbl),
          },
        ]}
        formatValue={format.compact}
      />
      <LineChart
        title={t('companies.monthly.chartGas', { company: name })}
        unit={gasScale.unit}
        xHeading={t('companies.monthly.month')}
        xLabels={xLabels}
        series={[
          {
            key: 'gas',
            label: t('companies.monthly.seriesGas'),
            color: '#0f766e',
            values: months.map((m) => (m.gasM3 === null ? null : m.gasM3 * gasScale.factor)),
          },
        ]}
        formatValue={format.significant}
      />
      <LineChart
        title={t('companies.monthly.chartCo2e', { company: name })}
        unit={mass.unit}
        xHeading={t('companies.monthly.month')}
        xLabels={xLabels}
        series={[
          {
            key: 'co2e',
            label: t('companies.monthly.seriesCo2e'),
            color: '#4b5563',
            values: months.map((m) => (m.co2eT === null ? null : m.co2eT * mass.factor)),
          },
        ]}
        formatValue={format.compact}
      />
    </Stack>
  );
};

/** "Below what satellites saw" beside a month whose reported volume lies under the lower bound. */
export const BelowMark = ({ month }: { month: ObservedMonth }) => {
  const { t } = useTranslation();
  if (month.satelliteM3 === null) return null;
  return month.isBelowLower ? (
    <Badge
      color="gray"
      variant="outline"
      tt="none"
      h="auto"
      title={t('companies.observed.belowHelp')}
      // The words are the mark (no icon): let them wrap rather than be cut ("Por debajo de lo que vieron…").
      styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
    >
      {t('companies.observed.below')}
    </Badge>
  ) : (
    <Text span c="dark.4">
      {t('companies.observed.withinOrAbove')}
    </Text>
  );
};

/** The reported volume beside the satellite estimate and its bounds, month by month, with the totals. */
export const ObservedMonths = ({
  data,
  name,
  sources,
}: {
  data: NonNullable<CompanyMonthsResponse['observed']>;
  name: string;
  sources: readonly FlaringSource[];
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const months = data.months;
  const scale = format.volumeScale(
    Math.max(0, ...months.map((m) => Math.max(m.reportedM3 ?? 0, m.upperM3 ?? 0, m.satelliteM3 ?? 0))),
  );
  const scaled = (value: number | null) => (value === null ? null : value * scale.factor);
  const shown = (value: number | null) => (value === null ? '—' : format.volume(value).text);
  const totals = data.totals;
  const compared = months.filter((m) => m.satelliteM3 !== null);
  return (
    <Stack gap="md">
      <Text maw={820}>{t('companies.observed.companyLead', { company: name })}</Text>
      <Text size="sm" c="dark.4">
        {t('companies.observed.source', { source: sourceName(sources, data.sourceIds.satellite) })}
      </Text>
      <LineChart
        title={t('companies.observed.chart', { company: name })}
        unit={scale.unit}
        xHeading={t('companies.monthly.month')}
        xLabels={months.map((m) => m.month)}
        series={[
          {
            key: 'reported',
            label: t('companies.observed.reported'),
            color: '#1d4ed8',
            values: months.map((m) => scaled(m.reportedM3)),
          },
          {
            key: 'satellite',
            label: t('companies.observed.satellite'),
            color: '#c2410c',
            values: months.map((m) => scaled(m.satelliteM3)),
          },
          {
            key: 'lower',
            label: t('companies.observed.lower'),
            color: '#c2410c',
            isDashed: true,
            values: months.map((m) => scaled(m.lowerM3)),
          },
          {
            key: 'upper',
            label: t('companies.observed.upper'),
            color: '#c2410c',
            isDashed: true,
            values: months.map((m) => scaled(m.upperM3)),
          },
        ]}
        formatValue={format.significant}
        tableColumns={[
          {
            key: 'below',
            label: t('companies.observed.below'),
            cells: months.map((m) => (m.isBelowLower ? t('companies.observed.below') : null)),
          },
        ]}
      />
      {compared.length > 0 && (
        <Text data-testid="observed-totals">
          {t('companies.observed.totals', {
            from: format.period(compared[0]!.month),
            to: format.period(compared[compared.length - 1]!.month),
            reported: format.volume(totals.reportedM3).text,
            satellite: format.volume(totals.satelliteM3).text,
            lower: format.volume(totals.lowerM3).text,
            upper: format.volume(totals.upperM3).text,
            below: totals.monthsBelow,
            compared: totals.monthsCompared,
          })}
        </Text>
      )}
      <TableScroll label={t('companies.observed.table', { company: name })}>
        <Table striped highlightOnHover data-testid="observed-months">
          <Table.Caption>{t('companies.observed.table', { company: name })}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('companies.monthly.month')}</Table.Th>
              <Table.Th scope="col">{t('companies.observed.reported')}</Table.Th>
              <Table.Th scope="col">{t('companies.observed.satellite')}</Table.Th>
              <Table.Th scope="col">{t('companies.observed.bounds')}</Table.Th>
              <Table.Th scope="col">{t('companies.observed.below')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {months.map((m) => (
              <Table.Tr key={m.month}>
                <Table.Th scope="row">{format.period(m.month)}</Table.Th>
                <Table.Td>{shown(m.reportedM3)}</Table.Td>
                <Table.Td>{shown(m.satelliteM3)}</Table.Td>
                <Table.Td>
                  {m.lowerM3 === null || m.upperM3 === null
                    ? '—'
                    : `${format.volume(m.lowerM3).text} – ${format.volume(m.upperM3).text}`}
                </Table.Td>
                <Table.Td>
                  <BelowMark month={m} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </Stack>
  );
};

/** The monthly figures' sources with their titles and licences, in the reader's language. */
export const MonthlySources = ({ sources }: { sources: readonly FlaringSource[] }) => {
  const { t, i18n } = useTranslation();
  const isSpanish = i18n.language === 'es';
  return (
    <Stack gap={4}>
      {sources.map((source) => (
        <Text key={source.id} size="xs" c="dark.4">
          {t('companies.observed.source', { source: source.publisher })} —{' '}
          {(isSpanish && source.titleEs) || source.title}
          {' · '}
          {(isSpanish && source.licenceEs) || source.licence}
        </Text>
      ))}
    </Stack>
  );
};

/**
 * A company's months where a source has them (decision 036): its reports to the states with its rank in a
 * chosen year or month, and the satellite estimate beside the reported volume. Nothing when no monthly
 * source names the company.
 */
export const CompanyMonths = ({
  country,
  company,
  name,
}: {
  country: string;
  company: string;
  name: string;
}) => {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<string | undefined>();
  const query = useCompanyMonths(country, company, period);
  const data = query.data;
  if (!data || (!data.reported && !data.observed)) return null;
  return (
    <>
      {data.reported && (
        <Section id="monthly-heading" title={t('companies.monthly.title')}>
          <Reported data={data.reported} name={name} sources={data.sources} onPeriod={setPeriod} />
        </Section>
      )}
      {data.observed && (
        <Section id="observed-heading" title={t('companies.observed.title')}>
          <ObservedMonths data={data.observed} name={name} sources={data.sources} />
        </Section>
      )}
      <MonthlySources sources={data.sources} />
    </>
  );
};
