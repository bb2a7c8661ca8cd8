import type { WorldSummaryResponse } from '@flarescope/shared';
import { Anchor, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { countryName } from './names';
import { useFormat } from '../../../lib/format';
import { SortableTable, useSortedRows, type TableColumn } from '../../../components/ui/sortable-table';
import { useShowAll } from '../../../components/ui/use-show-all';

type CountryRow = WorldSummaryResponse['countries'][number];

type CountryRankingProps = {
  world: WorldSummaryResponse;
  /** Where a country's name links to (its flaring view or its companies). */
  linkTo: (slug: string) => string;
  initialRows?: number;
};

/** Our satellite sum against the World Bank's figure of the same year, in %: the filtered catalogue's gap. */
const deltaToWorldBank = ({ worldBankM3: wb, satelliteInWorldBankYearM3: sat }: CountryRow) =>
  wb === null || sat === null || wb <= 0 ? null : ((sat - wb) / wb) * 100;

/**
 * Countries ranked by flared gas in the latest year, with the World Bank's figure, the Δ between the
 * two and intensity; sortable by each (the sort is in the address: `?countriesSort=intensity`).
 */
export const CountryRanking = ({ world, linkTo, initialRows = 20 }: CountryRankingProps) => {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const ranked = world.countries
    .filter((country) => country.worldRank !== null)
    .sort((a, b) => (a.worldRank ?? 0) - (b.worldRank ?? 0));
  const scale = format.volumeScale(Math.max(0, ...ranked.map((country) => country.flaredM3)));
  const worldBankYear = ranked.find((country) => country.worldBankYear !== null)?.worldBankYear;
  const volume = (m3: number | null) => (m3 === null ? '—' : format.significant(m3 * scale.factor));
  const signed = (change: number | null) =>
    change === null ? '—' : `${change > 0 ? '+' : change < 0 ? '−' : ''}${format.percent(Math.abs(change))}`;
  const name = (country: CountryRow) => countryName(country, i18n.language);

  const columns: TableColumn<CountryRow>[] = [
    {
      id: 'rank',
      label: t('explorer.columns.rank'),
      shortLabel: '#',
      cell: (country) => country.worldRank,
      sortValue: (country) => country.worldRank,
      firstOrder: 'asc',
    },
    {
      id: 'country',
      label: t('explorer.columns.country'),
      rowHeader: true,
      cell: (country) => (
        <Anchor component={Link} to={linkTo(country.slug)}>
          {name(country)}
        </Anchor>
      ),
      sortValue: name,
    },
    {
      id: 'flared',
      label: t('explorer.columns.flaredIn', { year: world.latestYear, unit: scale.unit }),
      numeric: true,
      cell: (country) => volume(country.flaredM3),
      sortValue: (country) => country.flaredM3,
    },
    {
      id: 'worldBank',
      label: t('explorer.columns.worldBankIn', { year: worldBankYear ?? '', unit: scale.unit }),
      numeric: true,
      cell: (country) => volume(country.worldBankM3),
      sortValue: (country) => country.worldBankM3,
    },
    {
      id: 'delta',
      label: t('explorer.columns.deltaToWorldBank', { year: worldBankYear ?? '' }),
      numeric: true,
      cell: (country) => signed(deltaToWorldBank(country)),
      sortValue: deltaToWorldBank,
    },
    {
      id: 'intensity',
      label: t('explorer.columns.intensity', { unit: format.intensity(0).unit }),
      numeric: true,
      cell: (country) =>
        country.intensityM3PerBbl ? format.intensity(country.intensityM3PerBbl).value : '—',
      sortValue: (country) => country.intensityM3PerBbl || null,
    },
    {
      id: 'activeFlares',
      label: t('explorer.columns.activeFlares'),
      numeric: true,
      cell: (country) => format.integer(country.activeFlares),
      sortValue: (country) => country.activeFlares,
    },
  ];
  const { rows, sort, onSort } = useSortedRows('countries', ranked, columns, {
    column: 'rank',
    order: 'asc',
  });
  const { visible, toggle } = useShowAll(rows, initialRows);
  const title = t('explorer.rankingTitle', { year: world.latestYear });

  return (
    <Stack gap="xs" component="section" aria-labelledby="ranking-heading">
      <Title order={2} size="h3" id="ranking-heading">
        {title}
      </Title>
      <SortableTable
        caption={title}
        hideCaption
        aria-labelledby="ranking-heading"
        highlightOnHover
        columns={columns}
        rows={visible}
        rowKey={(country) => country.iso3}
        sort={sort}
        onSort={onSort}
      />
      {toggle}
    </Stack>
  );
};
