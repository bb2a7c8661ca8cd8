import type { CompanyRankRow, CountryResponse } from '@flarescope/shared';
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { companyName } from './names';
import { useFormat } from '../../lib/format';
import { SortableTable, useSortedRows, type TableColumn } from './sortable-table';
import { useShowAll } from './use-show-all';

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

/**
 * A country's companies by flared gas in the latest year: country rank, world rank, flares; sortable
 * by each (`?companiesSort=activeFlares&companiesOrder=desc`).
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
  // Ranked companies first, by rank; "Not attributed" and companies without flaring last.
  const ranked = [...companies].sort(
    (a, b) => (a.countryRank ?? Infinity) - (b.countryRank ?? Infinity) || b.flaredM3 - a.flaredM3,
  );
  const columns: TableColumn<CompanyRankRow>[] = [
    {
      id: 'countryRank',
      label: t('explorer.columns.countryRankOf', { of: ranks.inCountry }),
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
      numeric: true,
      cell: (company) => company.worldRank ?? '—',
      sortValue: (company) => company.worldRank,
      firstOrder: 'asc',
    },
  ];
  const { rows, sort, onSort } = useSortedRows('companies', ranked, columns, {
    column: 'countryRank',
    order: 'asc',
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
    </div>
  );
};
