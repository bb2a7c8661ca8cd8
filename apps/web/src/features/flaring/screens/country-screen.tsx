import type { CountryResponse } from '@flarescope/shared';
import { Alert, Container, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { AttributionNote } from '../../../domains/flaring/components/attribution-note';
import { CompanyRanking } from '../../../domains/flaring/components/company-ranking';
import { KeyFigures } from '../../../components/ui/key-figures';
import { countryName } from '../../../domains/flaring/components/names';
import { QueryState } from '../../../components/ui/query-state';
import { SourcesList } from '../../../domains/flaring/components/sources-list';
import { useSummaryFigures } from '../../../domains/flaring/components/summary-figures';
import { useHorizon } from '../../../domains/flaring/components/use-horizon';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useCountry } from '../../../domains/flaring/api/get-country';
import { humanizeSlug } from '../../../lib/humanize';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PageBreadcrumbs } from '../../../components/ui/page-breadcrumbs';
import { ExplorerMap, focusOnFlares } from '../components/explorer-map';
import { ExplorerToolbar } from '../components/explorer-toolbar';
import { placeOf, type FlarePlace } from '../../../domains/flaring/flare-place';
import { FlareTable } from '../components/flare-table';
import { PlaceFound, usePlaceName } from '../components/place-found';
import { FlaringSeriesChart } from '../components/flaring-series-chart';
import { ProgressNote } from '../../../domains/flaring/components/progress-note';

const CountryContent = ({ data, place }: { data: CountryResponse; place: FlarePlace | null }) => {
  const { t, i18n } = useTranslation();
  const { country, summary } = data;
  const name = countryName(country, i18n.language);
  const figures = useSummaryFigures({ summary, sources: data.sources });
  const hasFlares = summary.flareCount > 0;
  const placeName = usePlaceName();

  return (
    <Stack gap="xl">
      {hasFlares && place && (
        <PlaceFound
          place={place}
          country={{ slug: country.slug, name }}
          flareCount={summary.flareCount}
          flaresHeadingId="flares-heading"
        />
      )}
      {!hasFlares && (
        <Alert role="note" variant="light" color="gray" title={t('flaring.country.emptyTitle')}>
          {t('flaring.country.empty', { country: name })}
        </Alert>
      )}
      <ExplorerMap
        label={t('flaring.country.mapLabel', { country: name })}
        countries={[country]}
        shades={[{ iso3: country.iso3, flaredM3: summary.flared.m3 }]}
        country={country.slug}
        selectedIso3={country.iso3}
        focus={focusOnFlares(country.iso3)}
        isPictureOnPhone
      />
      <KeyFigures label={t('flaring.country.figuresLabel', { country: name })} figures={figures} />
      <FlaringSeriesChart
        title={t('flaring.country.seriesTitle', { country: name })}
        points={data.series}
        note={t('flaring.country.seriesNote')}
      />
      {summary.progressTo2030 && (
        <ProgressNote progress={summary.progressTo2030} subject={name} sources={data.sources} />
      )}
      <section aria-labelledby="companies-heading">
        <Title order={2} size="h3" id="companies-heading" mb="xs">
          {t('flaring.country.companiesTitle')}
        </Title>
        <AttributionNote attribution={data.attribution} country={name} sources={data.sources} />
        <CompanyRanking
          companies={data.companies}
          ranks={data.companyRanks}
          year={data.latestYear}
          linkTo={(company) => paths.flaring.company(country.slug, company)}
          caption={t('flaring.country.companiesCaption', { country: name, year: data.latestYear })}
        />
      </section>
      {hasFlares && (
        <section aria-labelledby="flares-heading">
          <Title order={2} size="h3" id="flares-heading" mb="xs">
            {t('flaring.country.flaresTitle')}
          </Title>
          <FlareTable
            owner={{ country: country.slug }}
            caption={
              place
                ? t('flaring.country.flaresInPlace', { country: name, place: placeName(place) })
                : t('flaring.country.flaresCaption', { country: name })
            }
          />
        </section>
      )}
      <SourcesList sources={data.sources} />
    </Stack>
  );
};

/** /flaring-explorer/{country}: key figures, the country's flares on the map, series, companies, flares. */
export const CountryScreen = () => {
  const { t, i18n } = useTranslation();
  const { country: slug = '' } = useParams();
  const [horizon, setHorizon] = useHorizon();
  const country = useCountry(slug, horizon);
  const name = country.data ? countryName(country.data.country, i18n.language) : humanizeSlug(slug);
  // A basin or province found by search: the note, the flares table's caption and the download follow it.
  const [params] = useSearchParams();
  const place = placeOf(params);
  useDocumentTitle(t('flaring.country.title', { country: name }));
  if (country.isError && !country.data) return <QueryState query={country}>{() => null}</QueryState>;
  return (
    <Container size="lg" py="xl">
      <PageBreadcrumbs
        crumbs={[{ label: t('flaring.world.title'), to: paths.flaring.world }, { label: name }]}
      />
      <PageHeader title={t('flaring.country.title', { country: name })} />
      <ExplorerToolbar
        horizon={horizon}
        onHorizonChange={setHorizon}
        exportOf={{ view: 'country', country: slug, place }}
        tables={['summary', 'series', 'companies', 'flares']}
      />
      <QueryState query={country} isPage>
        {(data) => <CountryContent data={data} place={place} />}
      </QueryState>
    </Container>
  );
};
