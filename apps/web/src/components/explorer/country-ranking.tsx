import type { WorldSummaryResponse } from '@flarescope/shared';
import { Anchor, Stack, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { countryName } from './names';
import classes from './explorer.module.css';
import { useFormat } from '../../lib/format';
import { TableScroll } from './table-scroll';
import { useShowAll } from './use-show-all';

type CountryRankingProps = {
  world: WorldSummaryResponse;
  /** Where a country's name links to (its flaring view or its companies). */
  linkTo: (slug: string) => string;
  initialRows?: number;
};

/** Countries ranked by flared gas in the latest year, with the World Bank's figure and intensity. */
export const CountryRanking = ({ world, linkTo, initialRows = 20 }: CountryRankingProps) => {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const ranked = world.countries
    .filter((country) => country.worldRank !== null)
    .sort((a, b) => (a.worldRank ?? 0) - (b.worldRank ?? 0));
  const { visible: rows, toggle } = useShowAll(ranked, initialRows);
  const scale = format.volumeScale(Math.max(0, ...ranked.map((country) => country.flaredM3)));
  const worldBankYear = ranked.find((country) => country.worldBankYear !== null)?.worldBankYear;
  // Our satellite sum against the World Bank's figure of the same year, in %: the filtered catalogue's gap.
  const delta = (country: (typeof rows)[number]) => {
    const { worldBankM3: wb, satelliteInWorldBankYearM3: sat } = country;
    if (wb === null || sat === null || wb <= 0) return '—';
    const change = ((sat - wb) / wb) * 100;
    return `${change > 0 ? '+' : change < 0 ? '−' : ''}${format.percent(Math.abs(change))}`;
  };
  const volume = (m3: number | null) => (m3 === null ? '—' : format.significant(m3 * scale.factor));

  return (
    <Stack gap="xs" component="section" aria-labelledby="ranking-heading">
      <Title order={2} size="h3" id="ranking-heading">
        {t('explorer.rankingTitle', { year: world.latestYear })}
      </Title>
      <TableScroll label={t('explorer.rankingTitle', { year: world.latestYear })}>
        <Table striped highlightOnHover fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('explorer.columns.rank')}</Table.Th>
              <Table.Th scope="col">{t('explorer.columns.country')}</Table.Th>
              <Table.Th scope="col" className={classes.numeric}>
                {t('explorer.columns.flaredIn', { year: world.latestYear, unit: scale.unit })}
              </Table.Th>
              <Table.Th scope="col" className={classes.numeric}>
                {t('explorer.columns.worldBankIn', { year: worldBankYear ?? '', unit: scale.unit })}
              </Table.Th>
              <Table.Th scope="col" className={classes.numeric}>
                {t('explorer.columns.deltaToWorldBank', { year: worldBankYear ?? '' })}
              </Table.Th>
              <Table.Th scope="col" className={classes.numeric}>
                {t('explorer.columns.intensity', { unit: format.intensity(0).unit })}
              </Table.Th>
              <Table.Th scope="col" className={classes.numeric}>
                {t('explorer.columns.activeFlares')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((country) => (
              <Table.Tr key={country.iso3}>
                <Table.Td>{country.worldRank}</Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={linkTo(country.slug)}>
                    {countryName(country, i18n.language)}
                  </Anchor>
                </Table.Td>
                <Table.Td className={classes.numeric}>{volume(country.flaredM3)}</Table.Td>
                <Table.Td className={classes.numeric}>{volume(country.worldBankM3)}</Table.Td>
                <Table.Td className={classes.numeric}>{delta(country)}</Table.Td>
                <Table.Td className={classes.numeric}>
                  {country.intensityM3PerBbl ? format.intensity(country.intensityM3PerBbl).value : '—'}
                </Table.Td>
                <Table.Td className={classes.numeric}>{format.integer(country.activeFlares)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
      {toggle}
    </Stack>
  );
};
