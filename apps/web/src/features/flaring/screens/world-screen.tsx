import type { CountryRef, FlaringSource, WorldSummaryResponse } from '@flarescope/shared';
import { Box, Container, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCo2eRangeNote } from '../../../domains/flaring/components/co2e-range-note';
import { CountryIndex } from '../../../domains/flaring/components/country-index';
import { CountryRanking } from '../../../domains/flaring/components/country-ranking';
import { MapLegend } from '../../../domains/flaring/components/map-legend';
import { OperatorCoverageNote } from '../../../domains/flaring/components/operator-coverage-note';
import { KeyFigures } from '../../../components/ui/key-figures';
import { QueryState } from '../../../components/ui/query-state';
import { publisherOf, SourcesList } from '../../../domains/flaring/components/sources-list';
import { useHorizon } from '../../../domains/flaring/components/use-horizon';
import { useMapText } from '../../../domains/flaring/components/use-map-text';
import { useOpenCountry } from '../../../domains/flaring/components/use-open-country';
import { CountrySelectMap } from '../../../domains/flaring/map/country-select-map';
import { NARROW_SCREEN } from '../../../domains/flaring/map/flares-picture';
import { InteractiveMapButton } from '../../../domains/flaring/map/interactive-map-button';
import type { CountryShade } from '../../../domains/flaring/map/map-data';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useWorldSummary } from '../../../domains/flaring/api/get-world-summary';
import { useFormat } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { WORLD_MAP_HEIGHT } from '../../../domains/flaring/map/flare-map';
import { ExplorerMap } from '../components/explorer-map';
import { ExplorerToolbar } from '../components/explorer-toolbar';
import { FlaringSeriesChart } from '../components/flaring-series-chart';
import { ProgressNote } from '../../../domains/flaring/components/progress-note';

const NO_COUNTRIES: CountryRef[] = [];

const isWorldBank = (source: FlaringSource) => /world bank/i.test(source.publisher);

const WorldContent = ({ world }: { world: WorldSummaryResponse }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const rangeNote = useCo2eRangeNote();
  const { totals } = world;
  const satellite = publisherOf(t, world.sources, (source) => source.kind === 'satellite');
  const defaultFlag = totals.isDefaultComposition ? t('explorer.figures.defaultComposition') : undefined;

  return (
    <Stack gap="xl">
      <KeyFigures
        label={t('flaring.world.figuresLabel')}
        figures={[
          {
            key: 'flared',
            label: t('explorer.figures.flared'),
            value: format.volume(totals.flaredM3),
            note: t('explorer.figures.note', { period: totals.year, source: satellite }),
          },
          {
            key: 'co2e',
            label: t('explorer.figures.co2e', { horizon: t(`explorer.horizon.${totals.horizon}`) }),
            value: format.mass(totals.co2eTonnes),
            note: totals.co2eRange
              ? `${t('explorer.figures.computedNote', { period: totals.year })} · ${rangeNote(totals.co2eRange)}`
              : t('explorer.figures.computedNote', { period: totals.year }),
            flag: defaultFlag,
          },
          {
            key: 'co2',
            label: t('explorer.figures.co2'),
            value: format.mass(totals.co2Tonnes),
            note: t('explorer.figures.computedNote', { period: totals.year }),
            flag: defaultFlag,
          },
          {
            key: 'intensity',
            label: t('explorer.figures.intensity'),
            value: totals.intensityM3PerBbl === null ? null : format.intensity(totals.intensityM3PerBbl),
            note: totals.intensityYear
              ? t('explorer.figures.note', {
                  period: totals.intensityYear,
                  source: publisherOf(t, world.sources, isWorldBank),
                })
              : undefined,
          },
          {
            key: 'activeFlares',
            label: t('explorer.figures.activeFlares'),
            value: format.integer(totals.activeFlares),
            note: t('explorer.figures.activeNote', {
              period: totals.year,
              count: format.integer(totals.flareCount),
            }),
          },
          {
            key: 'latestPeriod',
            label: t('explorer.figures.latestPeriod'),
            value: format.period(String(world.latestYear)),
            note: t('explorer.figures.annualNote', { source: satellite }),
          },
        ]}
      />
      <FlaringSeriesChart
        title={t('flaring.world.seriesTitle', { from: world.series[0]?.year ?? '', to: world.latestYear })}
        points={world.series}
        note={t('flaring.world.seriesNote')}
        labels={
          world.energyInstituteBasis === 'sum_of_country_rows'
            ? { energyInstituteM3: t('explorer.series.energyInstituteSumM3') }
            : undefined
        }
      />
      {world.progressTo2030 && (
        <ProgressNote
          progress={world.progressTo2030}
          subject={t('flaring.world.subject')}
          sources={world.sources}
        />
      )}
      <OperatorCoverageNote coverage={world.operatorCoverage} sources={world.sources} />
      <CountryRanking world={world} linkTo={paths.flaring.country} />
      <SourcesList sources={world.sources} />
    </Stack>
  );
};

/** Phone-sized screens: the world opens on the light SVG map, MapLibre and the flares load on request. */
export { NARROW_SCREEN };

type WorldMapProps = {
  countries: readonly CountryRef[];
  shades?: readonly CountryShade[];
  latestYear?: number;
  isPending: boolean;
};

/**
 * The world map. On a wide screen, MapLibre with every flare at once. On a phone, first the countries
 * shaded by flared gas as SVG (a tap opens a country), and the flares' interactive map when asked
 * for: it costs a phone 283 kB of MapLibre, 1.2 MB of points and seconds of WebGL on the CPU.
 */
const WorldMap = ({ countries, shades, latestYear, isPending }: WorldMapProps) => {
  const { t } = useTranslation();
  const isNarrow = useMediaQuery(NARROW_SCREEN, false, { getInitialValueInEffect: false });
  const [wantsFlares, setWantsFlares] = useState(false);
  const { describeCountry } = useMapText(countries, latestYear ?? 0);
  const openCountry = useOpenCountry(countries, paths.flaring.country);
  if (isNarrow && !wantsFlares) {
    return (
      <Stack gap="sm">
        <CountrySelectMap
          label={t('flaring.world.countriesMapLabel')}
          shades={shades}
          describeCountry={describeCountry}
          onCountryClick={openCountry}
          legend={latestYear !== undefined && <MapLegend year={latestYear} showFlares={false} />}
        />
        <InteractiveMapButton onClick={() => setWantsFlares(true)}>
          {t('flaring.world.showFlares')}
        </InteractiveMapButton>
      </Stack>
    );
  }
  return (
    <ExplorerMap
      label={t('flaring.world.mapLabel')}
      countries={countries}
      shades={shades}
      areShadesPending={isPending}
      height={WORLD_MAP_HEIGHT}
    />
  );
};

/** /flaring-explorer: the world map, world totals, the yearly series from 2012 and the country ranking. */
export const WorldScreen = () => {
  const { t } = useTranslation();
  const [horizon, setHorizon] = useHorizon();
  const world = useWorldSummary(horizon);
  // The map's shades and the country index render as a transition too (as QueryState's content
  // does): in slices a phone can answer input between, not in one long task when the figures arrive.
  const data = useDeferredValue(world.data);
  const countries = data?.countries;
  const shades = useMemo(
    () => countries?.map((country) => ({ iso3: country.iso3, flaredM3: country.flaredM3 })),
    [countries],
  );
  useDocumentTitle(t('flaring.world.title'));
  return (
    <Container size="lg" py="xl">
      <PageHeader title={t('flaring.world.title')} lead={t('flaring.world.lead')} />
      <ExplorerToolbar
        horizon={horizon}
        onHorizonChange={setHorizon}
        exportOf={{ view: 'world' }}
        tables={['summary', 'series', 'countries']}
        withSearch
      />
      {/* The map does not wait for the world figures: its flares come from their own request. */}
      {!world.isError && (
        <Box mb="xl">
          <WorldMap
            countries={countries ?? NO_COUNTRIES}
            shades={shades}
            latestYear={data?.latestYear}
            isPending={data === undefined}
          />
          {data && <CountryIndex world={data} linkTo={paths.flaring.country} withFlaresNote />}
        </Box>
      )}
      <QueryState query={world}>{(data) => <WorldContent world={data} />}</QueryState>
      <Text size="xs" c="dark.4" mt="xl">
        {t('explorer.map.attribution')}
      </Text>
    </Container>
  );
};
