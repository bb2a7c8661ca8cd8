import type { DeclaredVsObservedResponse } from '@flarescope/shared';
import { Anchor, Container, Group, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageBreadcrumbs } from '../../../components/ui/page-breadcrumbs';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { SortableTable, useSortedRows, type TableColumn } from '../../../components/ui/sortable-table';
import { paths } from '../../../config/paths';
import { useDeclaredVsObserved } from '../../../domains/flaring/api/get-operator-months';
import { MonthlySources, sourceName } from '../../../domains/flaring/components/company-months';
import { DownloadButton } from '../../../domains/flaring/components/download-button';
import { countryName } from '../../../domains/flaring/components/names';
import { humanizeSlug } from '../../../lib/humanize';
import { useFormat } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { DEFAULT_GWP_HORIZON, monthsBetween } from '@flarescope/shared';

type Operator = DeclaredVsObservedResponse['operators'][number];

const Ranking = ({
  data,
  onRange,
}: {
  data: DeclaredVsObservedResponse;
  onRange: (range: { from: string; to: string }) => void;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const months = monthsBetween(data.firstMonth, data.lastMonth).map((month) => ({
    value: month,
    label: format.period(month),
  }));
  const scale = format.volumeScale(
    Math.max(0, ...data.operators.map((o) => Math.max(o.reportedM3, o.upperM3, o.satelliteM3))),
  );
  const v = (m3: number) => format.significant(m3 * scale.factor);
  const columns: TableColumn<Operator>[] = [
    { id: 'rank', label: '#', cell: (o) => o.rank, sortValue: (o) => o.rank, firstOrder: 'asc' },
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
      id: 'reported',
      label: `${t('companies.observed.reported')} (${scale.unit})`,
      numeric: true,
      cell: (o) => v(o.reportedM3),
      sortValue: (o) => o.reportedM3,
    },
    {
      id: 'satellite',
      label: `${t('companies.observed.satellite')} (${scale.unit})`,
      numeric: true,
      cell: (o) => v(o.satelliteM3),
      sortValue: (o) => o.satelliteM3,
    },
    {
      id: 'bounds',
      label: `${t('companies.observed.bounds')} (${scale.unit})`,
      numeric: true,
      cell: (o) => `${v(o.lowerM3)} – ${v(o.upperM3)}`,
    },
    {
      id: 'gap',
      label: `${t('companies.observed.gap')} (${scale.unit})`,
      numeric: true,
      cell: (o) => v(o.gapM3),
      sortValue: (o) => o.gapM3,
    },
    {
      id: 'gapShare',
      label: t('companies.observed.gapShare'),
      numeric: true,
      cell: (o) => (o.gapShare === null ? '—' : format.percent(o.gapShare * 100, 0)),
      sortValue: (o) => o.gapShare,
    },
    {
      id: 'below',
      label: t('companies.observed.monthsBelow'),
      numeric: true,
      cell: (o) =>
        t('companies.observed.monthsBelowValue', { below: o.monthsBelow, compared: o.monthsCompared }),
      sortValue: (o) => o.monthsBelow,
    },
    { id: 'states', label: t('companies.observed.states'), cell: (o) => o.states.join(', ') },
  ];
  const { rows, sort, onSort } = useSortedRows('observed', data.operators, columns, {
    column: 'rank',
    order: 'asc',
  });
  const from = format.period(data.from);
  const to = format.period(data.to);
  return (
    <Stack gap="md">
      <Text maw={820}>{t('companies.observed.lead', { count: data.totals.operators })}</Text>
      <Text size="sm" c="dark.4">
        {t('companies.observed.source', { source: sourceName(data.sources, data.sourceIds.satellite) })}
      </Text>
      <Group align="end">
        <Select
          label={t('companies.observed.from')}
          data={months}
          value={data.from}
          allowDeselect={false}
          onChange={(next) => next && onRange({ from: next, to: next > data.to ? next : data.to })}
          maw={220}
        />
        <Select
          label={t('companies.observed.to')}
          data={months}
          value={data.to}
          allowDeselect={false}
          onChange={(next) => next && onRange({ from: next < data.from ? next : data.from, to: next })}
          maw={220}
        />
        <DownloadButton
          exportOf={{ view: 'declaredVsObserved', country: data.country.slug, from: data.from, to: data.to }}
          tables={['declared_vs_observed', 'observed_months']}
          horizon={DEFAULT_GWP_HORIZON}
        />
      </Group>
      <Text data-testid="observed-totals">
        {t('companies.observed.totals', {
          from,
          to,
          reported: format.volume(data.totals.reportedM3).text,
          satellite: format.volume(data.totals.satelliteM3).text,
          lower: format.volume(data.totals.lowerM3).text,
          upper: format.volume(data.totals.upperM3).text,
          below: data.totals.monthsBelow,
          compared: data.totals.monthsCompared,
        })}
      </Text>
      <Text size="sm" c="dark.4">
        {t('companies.observed.belowHelp')}
      </Text>
      <SortableTable
        caption={t('companies.observed.ranking', { from, to })}
        highlightOnHover
        columns={columns}
        rows={rows}
        rowKey={(o) => o.company.slug}
        sort={sort}
        onSort={onSort}
      />
      <MonthlySources sources={data.sources} />
    </Stack>
  );
};

/** /companies/{country}/declared-vs-observed: reported beside the satellite estimate, the gap ranked. */
export const DeclaredVsObservedScreen = () => {
  const { t, i18n } = useTranslation();
  const { country: slug = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const range = { from: params.get('from') ?? undefined, to: params.get('to') ?? undefined };
  const query = useDeclaredVsObserved(slug, range);
  const place = query.data ? countryName(query.data.country, i18n.language) : humanizeSlug(slug);
  const title = t('companies.observed.pageTitle');
  useDocumentTitle(title);
  const onRange = (next: { from: string; to: string }) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('from', next.from);
        updated.set('to', next.to);
        return updated;
      },
      { replace: true },
    );
  return (
    <Container size="lg" py="xl">
      <PageBreadcrumbs
        crumbs={[
          { label: t('companies.title'), to: paths.companies.list },
          { label: place, to: paths.companies.country(slug) },
          { label: t('companies.observed.title') },
        ]}
      />
      <PageHeader title={title} />
      <QueryState query={query} isPage>
        {(data) => <Ranking data={data} onRange={onRange} />}
      </QueryState>
    </Container>
  );
};
