import type { ReportedOperatorsResponse } from '@flarescope/shared';
import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { KeyFigures } from '../../../components/ui/key-figures';
import { Section } from '../../../components/ui/section';
import { SortableTable, useSortedRows, type TableColumn } from '../../../components/ui/sortable-table';
import { useShowAll } from '../../../components/ui/use-show-all';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { useReportedOperators } from '../api/get-operator-months';
import { MonthlySources, PeriodSelect, periodLabel, sourceName } from './company-months';

type Operator = ReportedOperatorsResponse['operators'][number];

const Operators = ({
  data,
  onPeriod,
}: {
  data: ReportedOperatorsResponse;
  onPeriod: (period: string) => void;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const period = periodLabel(data.period, format, t);
  const scale = format.volumeScale(Math.max(0, ...data.operators.map((o) => o.flaredM3 ?? 0)));
  const states = data.states.map((s) => s.state).join(', ');
  const columns: TableColumn<Operator>[] = [
    {
      id: 'rank',
      label: '#',
      cell: (o) => o.rank ?? '—',
      sortValue: (o) => o.rank,
      firstOrder: 'asc',
    },
    {
      id: 'company',
      label: t('companies.observed.operator'),
      rowHeader: true,
      cell: (o) => (
        <Anchor component={Link} to={paths.companies.company(data.country.slug, o.company.slug)}>
          {o.company.name}
        </Anchor>
      ),
      sortValue: (o) => o.company.name,
    },
    {
      id: 'flared',
      label: `${t('companies.monthly.flared')} (${scale.unit})`,
      numeric: true,
      cell: (o) => (o.flaredM3 === null ? '—' : format.significant(o.flaredM3 * scale.factor)),
      sortValue: (o) => o.flaredM3,
    },
    {
      id: 'intensity',
      label: `${t('companies.monthly.intensity')} (${format.intensity(1).unit})`,
      numeric: true,
      cell: (o) => (o.intensityM3PerBbl === null ? '—' : format.intensity(o.intensityM3PerBbl).value),
      sortValue: (o) => o.intensityM3PerBbl,
    },
    {
      id: 'oil',
      label: `${t('companies.monthly.oil')} (${t('explorer.units.bbl')})`,
      numeric: true,
      cell: (o) => (o.oilBbl === null ? '—' : format.compact(o.oilBbl)),
      sortValue: (o) => o.oilBbl,
    },
    {
      id: 'states',
      label: t('companies.observed.states'),
      cell: (o) => o.states.join(', '),
    },
    {
      id: 'satellite',
      label: t('companies.reportedOperators.satelliteEstimate'),
      cell: (o) => (o.hasSatelliteEstimate ? t('companies.reportedOperators.yes') : '—'),
      sortValue: (o) => (o.hasSatelliteEstimate ? 1 : 0),
    },
  ];
  const ranked = data.operators.filter((o) => o.rank !== null);
  const { rows, sort, onSort } = useSortedRows('reported', ranked, columns, { column: 'rank', order: 'asc' });
  const { visible, toggle } = useShowAll(
    rows,
    15,
    t('companies.reportedOperators.showAll', { count: rows.length }),
  );
  return (
    <Stack gap="md">
      <Text maw={820}>{t('companies.reportedOperators.whyUnattributed')}</Text>
      <PeriodSelect periods={data.periods} value={data.period.period} onChange={onPeriod} />
      <Text size="sm" c="dark.4">
        {t('companies.monthly.latestMonth', { month: format.period(data.sourceLatestMonth) })}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <KeyFigures
          label={t('companies.reportedOperators.reportedTotal', {
            count: data.totals.operators,
            states,
            period,
          })}
          figures={[
            {
              key: 'reported',
              label: t('companies.reportedOperators.reportedTotal', {
                count: data.totals.operators,
                states,
                period,
              }),
              value: data.totals.flaredM3 === null ? null : format.volume(data.totals.flaredM3),
              note: sourceName(data.sources, data.sourceId),
            },
            {
              key: 'satellite',
              label: data.satellite
                ? t('companies.reportedOperators.satelliteTotal', { year: data.satellite.year })
                : t('companies.reportedOperators.noSatellite'),
              value: data.satellite ? format.volume(data.satellite.volumeM3) : null,
              note: data.satellite ? sourceName(data.sources, data.satellite.sourceId) : undefined,
            },
          ]}
        />
      </SimpleGrid>
      <Text size="sm" maw={820}>
        {t('companies.reportedOperators.compare')}
      </Text>
      <SortableTable
        caption={t('companies.reportedOperators.caption', { period })}
        highlightOnHover
        columns={columns}
        rows={visible}
        rowKey={(o) => o.company.slug}
        sort={sort}
        onSort={onSort}
      />
      {toggle}
      <Anchor component={Link} to={paths.companies.declaredVsObserved(data.country.slug)} fw={600}>
        {t('companies.observed.link')}
      </Anchor>
      <MonthlySources sources={data.sources} />
    </Stack>
  );
};

/**
 * A country's operators as reported to the states, beside the satellite total (decision 036): only where
 * monthly reports exist (the API answers 404 elsewhere, and nothing shows).
 */
export const ReportedOperators = ({ country }: { country: string }) => {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<string | undefined>();
  const query = useReportedOperators(country, period);
  if (!query.data) return null;
  return (
    <Section id="reported-operators-heading" title={t('companies.reportedOperators.title')}>
      <Operators data={query.data} onPeriod={setPeriod} />
    </Section>
  );
};
