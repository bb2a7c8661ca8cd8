import type { CompanyResponse } from '@flarescope/shared';
import { Alert, Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** The key figures that come from the satellite catalogue (volume, emissions, ratios, flares, ranks). */
export const SATELLITE_FIGURES = new Set([
  'flared',
  'co2',
  'co2e',
  'intensity',
  'flaringIndex',
  'activeFlares',
  'lastMonth',
  'worldRank',
  'countryRank',
  'groupRank',
]);

/**
 * True when the satellite catalogue attributes no flare to a named company, in any year: its satellite
 * figures would read "0 m³", which says it flares nothing, when no satellite flare is attributed to it at
 * all (a US operator known from its reports to the states, issue 34 item 6).
 */
export const hasNoSatelliteFlares = (data: CompanyResponse): boolean =>
  !data.company.isUnattributed &&
  data.summary.flareCount === 0 &&
  data.summary.flared.m3 === 0 &&
  data.series.every((point) => !point.satelliteM3);

/** Says that no satellite flare is attributed to the company, and why (in the US: flares stay unattributed). */
export const NoSatelliteNote = ({ data, name }: { data: CompanyResponse; name: string }) => {
  const { t } = useTranslation();
  const isUs = data.country.iso3 === 'USA';
  return (
    <Alert
      role="note"
      color="gray"
      variant="light"
      title={t('companies.profile.noSatellite.title')}
      data-testid="no-satellite-note"
    >
      <Text size="sm">
        {t(isUs ? 'companies.profile.noSatellite.us' : 'companies.profile.noSatellite.none', {
          company: name,
        })}
      </Text>
      {isUs && (
        <Anchor component={Link} to={paths.companies.country(data.country.slug)} size="sm">
          {t('companies.profile.noSatellite.countryLink')}
        </Anchor>
      )}
    </Alert>
  );
};
