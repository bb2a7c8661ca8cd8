import type { CompanyRankRow, CountryResponse } from '@flarescope/shared';
import { MIN_OPERATOR_PROGRESS_YEARS, ZERO_ROUTINE_FLARING_YEAR } from '@flarescope/shared';
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

/**
 * A country's companies by flared gas in the latest year: country rank, world rank, flares, and each
 * operator's progress to 2030. "Not attributed" stands where its volume puts it, unranked.
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
  const rows = [...companies].sort(
    (a, b) =>
      b.flaredM3 - a.flaredM3 ||
      (a.countryRank ?? Infinity) - (b.countryRank ?? Infinity) ||
      a.name.localeCompare(b.name),
  );
  const hasProgress = rows.some((company) => company.progressTo2030 !== null);
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
            <Table.Th scope="col" miw={140}>
              {t('explorer.operatorProgress.column', { year: ZERO_ROUTINE_FLARING_YEAR })}
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
              <Table.Td>
                <ProgressCell company={company} />
              </Table.Td>
              <Table.Td className={classes.numeric}>{format.integer(company.activeFlares)}</Table.Td>
              <Table.Td className={classes.numeric}>{format.integer(company.flareCount)}</Table.Td>
              <Table.Td className={classes.numeric}>{company.worldRank ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </CaptionedTable>
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
