import type { WorldSummaryResponse } from '@flarescope/shared';
import { DEFAULT_GWP_HORIZON } from '@flarescope/shared';
import { Container, Stack, Title } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CountryRanking } from '../../../components/explorer/country-ranking';
import { MapLegend } from '../../../components/explorer/map-legend';
import { QueryState } from '../../../components/explorer/query-state';
import { useMapText } from '../../../components/explorer/use-map-text';
import { FlareMap, WORLD_MAP_HEIGHT } from '../../../components/map/flare-map';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useWorldSummary } from '../../../lib/flaring/get-world-summary';
import { useDocumentTitle } from '../../../lib/use-document-title';

const SelectCountry = ({ world }: { world: WorldSummaryResponse }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { describeCountry, describePoint } = useMapText(world.countries, world.latestYear);
  const shades = world.countries.map((country) => ({ iso3: country.iso3, flaredM3: country.flaredM3 }));
  const handleCountryClick = useCallback(
    (iso3: string) => {
      const country = world.countries.find((candidate) => candidate.iso3 === iso3);
      if (country) void navigate(paths.companies.country(country.slug));
    },
    [navigate, world.countries],
  );
  return (
    <Stack gap="xl">
      <section aria-labelledby="select-country">
        <Title order={2} size="h3" id="select-country" mb="xs">
          {t('companies.selectCountry')}
        </Title>
        <FlareMap
          label={t('companies.mapLabel')}
          shades={shades}
          describeCountry={describeCountry}
          describePoint={describePoint}
          onCountryClick={handleCountryClick}
          legend={<MapLegend year={world.latestYear} showFlares={false} />}
          height={WORLD_MAP_HEIGHT}
        />
      </section>
      <CountryRanking world={world} linkTo={paths.companies.country} />
    </Stack>
  );
};

/** /companies: a map titled 'Select country' and the same countries as a list. */
export const CompaniesScreen = () => {
  const { t } = useTranslation();
  const world = useWorldSummary(DEFAULT_GWP_HORIZON);
  useDocumentTitle(t('companies.title'));
  return (
    <Container size="lg" py="xl">
      <PageHeader title={t('companies.title')} lead={t('companies.lead')} />
      <QueryState query={world}>{(data) => <SelectCountry world={data} />}</QueryState>
    </Container>
  );
};
