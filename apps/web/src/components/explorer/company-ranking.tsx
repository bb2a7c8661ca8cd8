import type { CompanyRankRow, CountryResponse } from '@flarescope/shared';
import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { companyName } from './names';
import classes from './explorer.module.css';
import { useFormat } from '../../lib/format';
import { CaptionedTable } from './table-scroll';
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

/** A country's companies by flared gas in the latest year: country rank, world rank, flares. */
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
  const rows = [...companies].sort(
    (a, b) => (a.countryRank ?? Infinity) - (b.countryRank ?? Infinity) || b.flaredM3 - a.flaredM3,
  );
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
      <CaptionedTable caption={caption} highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('explorer.columns.countryRankOf', { of: ranks.inCountry })}</Table.Th>
            <Table.Th scope="col">{t('explorer.columns.company')}</Table.Th>
            <Table.Th scope="col" className={classes.numeric}>
              {t('explorer.columns.flaredIn', { year, unit: scale.unit })}
            </Table.Th>
            <Table.Th scope="col" className={classes.numeric}>
              {t('explorer.columns.activeFlares')}
            </Table.Th>
            <Table.Th scope="col" className={classes.numeric}>
              {t('explorer.columns.flares')}
            </Table.Th>
            <Table.Th scope="col" className={classes.numeric}>
              {t('explorer.columns.worldRankOf', { of: ranks.inWorld, count: ranks.worldCountries })}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {visible.map((company) => (
            <Table.Tr key={company.slug}>
              <Table.Td>{company.countryRank ?? '—'}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={linkTo(company.slug)}>
                  {companyName(company, t)}
                </Anchor>
              </Table.Td>
              <Table.Td className={classes.numeric}>
                {format.significant(company.flaredM3 * scale.factor)}
              </Table.Td>
              <Table.Td className={classes.numeric}>{format.integer(company.activeFlares)}</Table.Td>
              <Table.Td className={classes.numeric}>{format.integer(company.flareCount)}</Table.Td>
              <Table.Td className={classes.numeric}>{company.worldRank ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </CaptionedTable>
      {toggle}
    </div>
  );
};
