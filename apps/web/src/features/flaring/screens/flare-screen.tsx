import type { FlareResponse } from '@flarescope/shared';
import { Button, Container, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useCo2eRangeNote } from '../../../domains/flaring/components/co2e-range-note';
import { CompositionView } from '../../../domains/flaring/components/composition-view';
import { KeyFigures } from '../../../components/ui/key-figures';
import { MapLegend } from '../../../domains/flaring/components/map-legend';
import { companyName, countryName } from '../../../domains/flaring/components/names';
import { QueryState } from '../../../components/ui/query-state';
import { Section } from '../../../components/ui/section';
import { sourceName, SourcesList } from '../../../domains/flaring/components/sources-list';
import { useHorizon } from '../../../domains/flaring/components/use-horizon';
import { useMapText } from '../../../domains/flaring/components/use-map-text';
import { FlareMap } from '../../../domains/flaring/map/flare-map';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { humanizeSlug } from '../../../lib/humanize';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useFlare } from '../../../domains/flaring/api/get-flare';
import { PageBreadcrumbs } from '../../../components/ui/page-breadcrumbs';
import { ExplorerToolbar } from '../components/explorer-toolbar';
import { FlareFacts } from '../components/flare-facts';
import { FlareSupply } from '../components/flare-supply';
import { FlareNights } from '../components/flare-nights';
import { FlareSeriesCharts } from '../components/flare-series-charts';
import { useFlareNights } from '../api/get-flare-nights';
import { useMovedAddress } from '../../../domains/flaring/use-moved-address';

const FlareContent = ({ data }: { data: FlareResponse }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const rangeNote = useCo2eRangeNote();
  const { flare, latest, power } = data;
  const { describeCountry, describePoint } = useMapText(
    [data.country],
    Number(latest?.period.slice(0, 4) ?? 0),
  );
  const defaultFlag = latest?.emissions.isDefaultComposition
    ? t('explorer.figures.defaultComposition')
    : undefined;
  const note = (period: string, sourceId?: string) =>
    sourceId
      ? t('explorer.figures.note', {
          period: format.period(period),
          source: sourceName(t, data.sources, sourceId),
        })
      : t('explorer.figures.computedNote', { period: format.period(period) });

  return (
    <Stack gap="xl">
      {power && (
        <Paper
          withBorder
          radius="md"
          p="md"
          component="section"
          aria-labelledby="start-project-heading"
          data-testid="start-project"
        >
          <Group justify="space-between" align="center" gap="md">
            <Stack gap={2} maw={640}>
              <Text size="sm" fw={600} c="dark.5" id="start-project-heading">
                {t('flaring.flare.power')}
              </Text>
              <Text fz={28} fw={700} lh={1.2} data-testid="start-project-power">
                {format.power(power.powerMw).text}
              </Text>
              <Text size="xs" c="dark.4">
                {note(power.period)}
              </Text>
              <Text size="sm" mt={6}>
                {t('flaring.flare.startProjectNote')}
              </Text>
            </Stack>
            <Button
              component={Link}
              to={paths.newProject({
                country: data.country.slug,
                company: data.company.slug,
                name: flare.name,
              })}
              color="orange.9"
              size="md"
              // A long label (Spanish) wraps on a phone rather than being cut.
              h="auto"
              mih={44}
              py={10}
              styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
            >
              {t('flaring.flare.startProject')}
            </Button>
          </Group>
        </Paper>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <FlareFacts data={data} />
        <FlareMap
          label={t('flaring.flare.mapLabel', { name: flare.name })}
          points={[
            {
              latitude: flare.latitude,
              longitude: flare.longitude,
              flaredM3: latest?.flaredM3 ?? 0,
              count: 1,
              name: flare.name,
              countrySlug: data.country.slug,
              companySlug: data.company.slug,
              type: flare.type,
            },
          ]}
          selectedIso3={data.country.iso3}
          focus={{
            kind: 'bounds',
            bounds: [flare.longitude, flare.latitude, flare.longitude, flare.latitude],
            // Zoomed out enough to show the coast or a border around the flare.
            maxZoom: 5,
          }}
          describeCountry={describeCountry}
          describePoint={describePoint}
          legend={<MapLegend year={Number(latest?.period.slice(0, 4) ?? 0)} showShades={false} />}
          height={360}
        />
      </SimpleGrid>
      <KeyFigures
        label={t('flaring.flare.figuresLabel', { name: flare.name })}
        figures={[
          {
            key: 'flared',
            label: t('explorer.figures.flared'),
            value: latest ? format.volume(latest.flaredM3) : null,
            note: latest ? note(latest.period, latest.sourceId) : t('explorer.figures.notAvailable'),
          },
          {
            key: 'co2',
            label: t('explorer.figures.co2'),
            value: latest ? format.mass(latest.emissions.co2Tonnes) : null,
            note: latest ? note(latest.period) : undefined,
            flag: defaultFlag,
          },
          {
            key: 'ch4',
            label: t('explorer.figures.ch4'),
            value: latest ? format.mass(latest.emissions.ch4Tonnes) : null,
            note: latest ? note(latest.period) : undefined,
            flag: defaultFlag,
          },
          {
            key: 'co2e',
            label: t('explorer.figures.co2e', {
              horizon: t(`explorer.horizon.${latest?.emissions.horizon ?? 'gwp100'}`),
            }),
            value: latest ? format.mass(latest.emissions.co2eTonnes) : null,
            note: latest
              ? latest.emissions.co2eRange
                ? `${note(latest.period)} · ${rangeNote(latest.emissions.co2eRange)}`
                : note(latest.period)
              : undefined,
            flag: defaultFlag,
          },
          {
            key: 'efficiency',
            label: t('flaring.flare.efficiency'),
            value: format.percent(flare.combustionEfficiency * 100, 1),
            note: flare.isDefaultEfficiency
              ? t('flaring.flare.defaultEfficiency')
              : t('flaring.flare.measuredEfficiency'),
            flag: flare.isDefaultEfficiency ? t('flaring.flare.defaultFlag') : undefined,
          },
          {
            key: 'power',
            label: t('flaring.flare.power'),
            value: power ? format.power(power.powerMw) : null,
            note: power ? note(power.period) : t('explorer.figures.notAvailable'),
            flag: power?.isDefaultComposition ? t('explorer.figures.defaultComposition') : undefined,
          },
        ]}
      />
      {power && (
        <Section id="power-heading" title={t('flaring.flare.powerTitle')}>
          <Paper withBorder p="md" radius="md">
            <Text size="sm">
              {t('flaring.flare.powerExplained', {
                volume: format.dailyVolume(power.volumeM3PerDay).text,
                lhv: format.heatingValue(power.lhvMjPerM3).text,
                efficiency: format.percent(power.electricalEfficiency * 100, 0),
                power: format.power(power.powerMw).text,
                period: format.period(power.period),
              })}
            </Text>
            {power.detectionFrequency !== null && power.whileLitMw !== null && (
              <Text size="sm" mt="sm" data-testid="power-uptime">
                {t('flaring.flare.powerUptime', {
                  frequency: format.percent(power.detectionFrequency * 100, 0),
                  power: format.power(power.powerMw).text,
                  whileLit: format.power(power.whileLitMw).text,
                })}
              </Text>
            )}
            {power.isStale && (
              <Text size="sm" mt="sm" fw={600} data-testid="power-stale">
                {t('flaring.flare.powerStale', { year: power.lastSeenYear })}
              </Text>
            )}
          </Paper>
        </Section>
      )}
      <Section id="supply-heading" title={t('flaring.flare.supply.title')}>
        <FlareSupply data={data} />
      </Section>
      <Section id="composition-heading" title={t('flaring.flare.compositionTitle')}>
        <CompositionView
          composition={data.composition}
          sources={data.sources}
          title={t('flaring.flare.compositionChart', { name: flare.name })}
        />
      </Section>
      <Section id="series-heading" title={t('flaring.flare.seriesTitle')}>
        <FlareSeriesCharts data={data} />
      </Section>
      <FlareNights flare={{ country: data.country.slug, company: data.company.slug, name: flare.name }} />
      <SourcesList sources={data.sources} />
    </Stack>
  );
};

/** /flaring-explorer/{country}/{company}/{name} (signed-in set only): one flare. */
export const FlareScreen = () => {
  const { t, i18n } = useTranslation();
  const { country = '', company = '', name = '' } = useParams();
  const [horizon, setHorizon] = useHorizon();
  const flare = useFlare({ country, company, name }, horizon);
  // Asked at once, beside the flare: its section renders once the flare's content has.
  useFlareNights({ country, company, name });
  const data = flare.data;
  useMovedAddress(data ? paths.flaring.flare(data.country.slug, data.company.slug, data.flare.name) : null);
  const place = data ? countryName(data.country, i18n.language) : humanizeSlug(country);
  const operator = data ? companyName(data.company, t) : humanizeSlug(company);
  const title = t('flaring.flare.title', { name });
  useDocumentTitle(title);
  if (flare.isError && !data) return <QueryState query={flare}>{() => null}</QueryState>;
  return (
    <Container size="lg" py="xl">
      <PageBreadcrumbs
        crumbs={[
          { label: t('flaring.world.title'), to: paths.flaring.world },
          { label: place, to: paths.flaring.country(country) },
          { label: operator, to: paths.flaring.company(country, company) },
          { label: name },
        ]}
      />
      <PageHeader
        title={title}
        // Written from the address until the data names them, so the page does not move when it comes.
        lead={t('flaring.flare.lead', { company: operator, country: place })}
      />
      <ExplorerToolbar
        horizon={horizon}
        onHorizonChange={setHorizon}
        exportOf={{ view: 'flare', country, company, name }}
        tables={['summary', 'series', 'composition']}
      />
      <QueryState query={flare} isPage>
        {(loaded) => <FlareContent data={loaded} />}
      </QueryState>
    </Container>
  );
};
