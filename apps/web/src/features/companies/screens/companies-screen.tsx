import type { CountryRef } from '@flarescope/shared';
import { DEFAULT_GWP_HORIZON } from '@flarescope/shared';
import { Container, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CountryIndex } from '../../../domains/flaring/components/country-index';
import { CountryRanking } from '../../../domains/flaring/components/country-ranking';
import { MapLegend } from '../../../domains/flaring/components/map-legend';
import { OperatorCoverageNote } from '../../../domains/flaring/components/operator-coverage-note';
import { QueryState } from '../../../components/ui/query-state';
import { Section } from '../../../components/ui/section';
import { useMapText } from '../../../domains/flaring/components/use-map-text';
import { useOpenCountry } from '../../../domains/flaring/components/use-open-country';
import { CountrySelectMap } from '../../../domains/flaring/map/country-select-map';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useWorldSummary } from '../../../domains/flaring/api/get-world-summary';
import { useDocumentTitle } from '../../../lib/use-document-title';

const NO_COUNTRIES: CountryRef[] = [];

/**
 * /companies: a map titled 'Select country' and the same countries as a list. The map (SVG: choosing
 * a country needs no WebGL) keeps its place from the start and is shaded once the figures arrive,
 * so nothing below it jumps when they do.
 */
export const CompaniesScreen = () => {
  const { t } = useTranslation();
  const world = useWorldSummary(DEFAULT_GWP_HORIZON);
  useDocumentTitle(t('companies.title'));
  const countries = world.data?.countries ?? NO_COUNTRIES;
  const { describeCountry } = useMapText(countries, world.data?.latestYear ?? 0);
  const shades = useMemo(
    () => world.data?.countries.map((country) => ({ iso3: country.iso3, flaredM3: country.flaredM3 })),
    [world.data],
  );
  const handleCountryClick = useOpenCountry(countries, paths.companies.country);
  return (
    <Container size="lg" py="xl">
      <PageHeader title={t('companies.title')} lead={t('companies.lead')} />
      <Stack gap="xl">
        {!world.isError && (
          <Section id="select-country" title={t('companies.selectCountry')}>
            <CountrySelectMap
              label={t('companies.mapLabel')}
              shades={shades}
              describeCountry={describeCountry}
              onCountryClick={handleCountryClick}
              legend={world.data && <MapLegend year={world.data.latestYear} showFlares={false} />}
            />
            {world.data && <CountryIndex world={world.data} linkTo={paths.companies.country} />}
          </Section>
        )}
        {/* The coverage note with the ranking it qualifies, in one commit: drawn above the map when the
            figures arrived, it pushed the map down (a layout shift of 0.18 on a phone). */}
        <QueryState query={world} isPage>
          {(data) => (
            <Stack gap="md">
              <OperatorCoverageNote coverage={data.operatorCoverage} sources={data.sources} />
              <CountryRanking world={data} linkTo={paths.companies.country} />
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Container>
  );
};
