import type { NightfireSummary, SiteMatchingSummary } from '@flarescope/shared';
import { Stack, Table, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './admin.module.css';
import { useAdminFormat } from './use-admin-format';

type Site = SiteMatchingSummary['unmatched']['first'][number];

/** Coordinates to 4 decimals (as the World Bank rounds them), in the reader's language. */
const useCoordinates = () => {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const number = new Intl.NumberFormat(i18n.language, {
      minimumFractionDigits: 4,
      maximumFractionDigits: 4,
    });
    return (site: Site) => `${number.format(site.latitude)}, ${number.format(site.longitude)}`;
  }, [i18n.language]);
};

/** A table of listed sites, with its caption saying how many there are in all. */
const SitesTable = ({
  caption,
  testId,
  sites,
  extra,
}: {
  caption: string;
  testId: string;
  sites: Site[];
  extra?: { headers: string[]; cells: (index: number) => string[] };
}) => {
  const { t } = useTranslation();
  const coordinates = useCoordinates();
  return (
    <div className={classes.tableWrap} role="group" tabIndex={0} aria-label={caption}>
      <Table striped captionSide="top" fz="sm" data-testid={testId}>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {[
              t('admin.imports.line'),
              t('admin.imports.matching.country'),
              t('admin.imports.matching.year'),
              t('admin.imports.matching.coordinates'),
              t('admin.imports.matching.operator'),
              ...(extra?.headers ?? []),
            ].map((header) => (
              <Table.Th key={header} scope="col">
                {header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sites.map((site, index) => (
            <Table.Tr key={site.line}>
              <Table.Td>{site.line}</Table.Td>
              <Table.Td>{site.country}</Table.Td>
              <Table.Td>{site.year}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{coordinates(site)}</Table.Td>
              <Table.Td>{site.operator ?? t('admin.imports.matching.noOperator')}</Table.Td>
              {extra?.cells(index).map((cell, i) => (
                <Table.Td key={i}>{cell}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
};

/**
 * What matching a per-flare file's sites to the satellite flares came to (the World Bank's workbook): the
 * radius and how many matched, the flare-years a regulator kept, then the sites with no flare near and
 * those whose flare a larger site took, the first few of each in full.
 */
export const SiteMatchingReport = ({ matching }: { matching: SiteMatchingSummary }) => {
  const { t } = useTranslation();
  const format = useAdminFormat();
  const { unmatched, outclaimed } = matching;
  return (
    <section aria-labelledby="site-matching">
      <Title order={3} size="h4" id="site-matching" mt="md" mb="xs">
        {t('admin.imports.matching.title')}
      </Title>
      <Stack gap="sm">
        <Text size="sm" data-testid="site-matching">
          {t('admin.imports.matching.matched', {
            matched: format.number(matching.matched),
            sites: format.number(matching.sites),
            radius: format.number(matching.radiusM),
            count: matching.sites,
          })}{' '}
          {matching.keptByRegulator > 0 &&
            t('admin.imports.matching.keptByRegulator', { count: matching.keptByRegulator })}
        </Text>
        {unmatched.count > 0 && (
          <SitesTable
            testId="unmatched-sites"
            caption={t('admin.imports.matching.unmatched', {
              count: unmatched.count,
              shown: unmatched.first.length,
              radius: format.number(matching.radiusM),
            })}
            sites={unmatched.first}
          />
        )}
        {outclaimed.count > 0 && (
          <SitesTable
            testId="outclaimed-sites"
            caption={t('admin.imports.matching.outclaimed', {
              count: outclaimed.count,
              shown: outclaimed.first.length,
            })}
            sites={outclaimed.first}
            extra={{
              headers: [
                t('admin.imports.matching.flare'),
                t('admin.imports.matching.distance'),
                t('admin.imports.matching.takenBy'),
              ],
              cells: (index) => {
                const site = outclaimed.first[index] as (typeof outclaimed.first)[number];
                return [site.flareName, `${format.number(site.distanceM)} m`, String(site.takenByLine)];
              },
            }}
          />
        )}
      </Stack>
    </section>
  );
};

/** What matching a Nightfire night came to (decision 034): detections matched, candidates, missing cells. */
export const NightfireReport = ({ summary }: { summary: NightfireSummary }) => {
  const { t } = useTranslation();
  return (
    <Stack gap={4} data-testid="nightfire-summary">
      <Text size="sm">
        {t('imports.summary.nightfire', {
          layout: summary.layout,
          satellite: summary.satellite,
          nights: summary.nights.join(', '),
          matched: summary.matched,
          detections: summary.detections,
          flares: summary.flares,
          radius: summary.radiusM,
        })}
      </Text>
      {summary.unmatched > 0 && (
        <Text size="sm">
          {t('imports.summary.nightfireCandidates', {
            unmatched: summary.unmatched,
            candidates: summary.candidates,
            radius: summary.radiusM,
          })}
        </Text>
      )}
      {summary.missingValues > 0 && (
        <Text size="sm">{t('imports.summary.nightfireMissing', { count: summary.missingValues })}</Text>
      )}
    </Stack>
  );
};
