import type { CompanyRankRow, CountryResponse } from '@flarescope/shared';
import { MIN_OPERATOR_PROGRESS_YEARS, ZERO_ROUTINE_FLARING_YEAR } from '@flarescope/shared';
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { companyName } from './names';
import { useFormat } from '../../../lib/format';
import { SortableTable, useSortedRows, type TableColumn } from '../../../components/ui/sortable-table';
import { useShowAll } from '../../../components/ui/use-show-all';

type CompanyRankingProps = {
  companies: readonly CompanyRankRow[];
  /** What the ranks rank against: named operators, in the country and in the world. */
  ranks: CountryResponse['companyRanks'];
  year: number;
  linkTo: (companySlug: string) => string;
  caption: string;
  /** Rows shown before "Show all": the ranked companies come first, those that did not flare last. */
  initialRows?: number;
};

/** An operator's verdict against its straight line to zero in 2030, with its change since its first year. */
const ProgressCell = ({ company }: { company: CompanyRankRow }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const progress = company.progressTo2030;
  if (company.isUnattributed) return <>{t('explorer.operatorProgress.notAnOperator')}</>;
  if (!progress)
    return <>{t('explorer.operatorProgress.tooFewYears', { min: MIN_OPERATOR_PROGRESS_YEARS })}</>;
  const verdict = progress.isOnTrack === null ? 'tooEarly' : progress.isOnTrack ? 'onTrack' : 'offTrack';
  const change = progress.percentReduced === null ? null : -progress.percentReduced;
  return (
    <>
      <Text span size="sm" fw={600} c={progress.isOnTrack === false ? 'orange.9' : undefined}>
        {t(`explorer.operatorProgress.${verdict}`)}
      </Text>
      {change !== null && (
        <Text span size="xs" c="dark.4" display="block">
          {t('explorer.operatorProgress.change', {
            change: `${change > 0 ? '+' : change < 0 ? '−' : ''}${format.percent(Math.abs(change), 0)}`,
            from: progress.baselineYear,
          })}
        </Text>
      )}
    </>
  );
};

/** On track first, then too early to tell, then off track; no verdict last (null). */
const progressOrder = (company: CompanyRankRow) => {
  const progress = company.progressTo2030;
  if (company.isUnattributed || !progress) return null;
  return progress.isOnTrack === null ? 1 : progress.isOnTrack ? 0 : 2;
};

/**
 * A country's companies by flared gas in the latest year: country rank, world rank, flares, and each
 * operator's progress to 2030; sortable by each (`?companiesSort=activeFlares&companiesOrder=desc`).
 * "Not attributed" stands where its volume puts it, unranked.
 */
export const CompanyRanking = ({
  companies,
  ranks,
  year,
  linkTo,
  caption,
  initialRows = 12,
}: CompanyRankingProps) => {
  const { t } = useTranslation();
  const format = useFormat();
  const scale = format.volumeScale(Math.max(0, ...companies.map((company) => company.flaredM3)));
  // By flared gas: "Not attributed" where its size puts it (it has no rank), companies without flaring last.
  const byVolume = [...companies].sort(
    (a, b) =>
      b.flaredM3 - a.flaredM3 ||
      (a.countryRank ?? Infinity) - (b.countryRank ?? Infinity) ||
      a.name.localeCompare(b.name),
  );
  const hasProgress = companies.some((company) => company.progressTo2030 !== null);
  const columns: TableColumn<CompanyRankRow>[] = [
    {
      id: 'countryRank',
      label: t('explorer.columns.countryRankOf', { of: ranks.inCountry }),
      shortLabel: '#',
      cell: (company) => company.countryRank ?? '—',
      sortValue: (company) => company.countryRank,
      firstOrder: 'asc',
    },
    {
      id: 'company',
      label: t('explorer.columns.company'),
      rowHeader: true,
      cell: (company) => (
        <Anchor component={Link} to={linkTo(company.slug)}>
          {companyName(company, t)}
        </Anchor>
      ),
      sortValue: (company) => companyName(company, t),
    },
    {
      id: 'flared',
      label: t('explorer.columns.flaredIn', { year, unit: scale.unit }),
      numeric: true,
      cell: (company) => format.significant(company.flaredM3 * scale.factor),
      sortValue: (company) => company.flaredM3,
    },
    {
      id: 'progress',
      label: t('explorer.operatorProgress.column', { year: ZERO_ROUTINE_FLARING_YEAR }),
      cell: (company) => <ProgressCell company={company} />,
      sortValue: progressOrder,
      firstOrder: 'asc',
    },
    {
      id: 'activeFlares',
      label: t('explorer.columns.activeFlares'),
      numeric: true,
      cell: (company) => format.integer(company.activeFlares),
      sortValue: (company) => company.activeFlares,
    },
    {
      id: 'flares',
      label: t('explorer.columns.flares'),
      numeric: true,
      cell: (company) => format.integer(company.flareCount),
      sortValue: (company) => company.flareCount,
    },
    {
      id: 'worldRank',
      label: t('explorer.columns.worldRankOf', { of: ranks.inWorld, count: ranks.worldCountries }),
      shortLabel: '#',
      numeric: true,
      cell: (company) => company.worldRank ?? '—',
      sortValue: (company) => company.worldRank,
      firstOrder: 'asc',
    },
  ];
  const { rows, sort, onSort } = useSortedRows('companies', byVolume, columns, {
    column: 'flared',
    order: 'desc',
  });
  // The button counts what the summary above it counts: named operators, and "Not attributed" apart.
  const named = rows.filter((company) => !company.isUnattributed).length;
  const { visible, toggle } = useShowAll(
    rows,
    initialRows,
    named === rows.length
      ? t('explorer.showAllOperators', { count: named })
      : t('explorer.showAllOperatorsAndUnattributed', { count: named, total: rows.length }),
  );
  if (rows.length === 0) return <Text c="dark.4">{t('explorer.noCompanies')}</Text>;
  return (
    <div>
      <SortableTable
        caption={caption}
        highlightOnHover
        columns={columns}
        rows={visible}
        rowKey={(company) => company.slug}
        sort={sort}
        onSort={onSort}
      />
      {toggle}
      {hasProgress && (
        <Text size="xs" c="dark.4" mt="xs">
          {t('explorer.operatorProgress.note', {
            year: ZERO_ROUTINE_FLARING_YEAR,
            min: MIN_OPERATOR_PROGRESS_YEARS,
          })}
        </Text>
      )}
    </div>
  );
};
