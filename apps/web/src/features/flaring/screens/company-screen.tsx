import type { CompanyResponse } from '@flarescope/shared';
import { Anchor, Container, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AttributionBasisNote } from '../../../domains/flaring/components/attribution-basis-note';
import { CompanyIdentity } from '../../../domains/flaring/components/company-identity';
import { CompositionView } from '../../../domains/flaring/components/composition-view';
import { FieldsTable } from '../../../domains/flaring/components/fields-table';
import { KeyFigures } from '../../../components/ui/key-figures';
import { companyName, countryName } from '../../../domains/flaring/components/names';
import { ProductionTable } from '../../../domains/flaring/components/production-table';
import { QueryState } from '../../../components/ui/query-state';
import { Section } from '../../../components/ui/section';
import { SourcesList } from '../../../domains/flaring/components/sources-list';
import { useSummaryFigures } from '../../../domains/flaring/components/summary-figures';
import { UnattributedNote } from '../../../domains/flaring/components/unattributed-note';
import {
  hasNoSatelliteFlares,
  NoSatelliteNote,
  SATELLITE_FIGURES,
} from '../../../domains/flaring/components/no-satellite-note';
import { useHorizon } from '../../../domains/flaring/components/use-horizon';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useCompany } from '../../../domains/flaring/api/get-company';
import { useFieldOutlines } from '../../../domains/flaring/api/get-field-outlines';
import { humanizeSlug } from '../../../lib/humanize';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PageBreadcrumbs } from '../../../components/ui/page-breadcrumbs';
import { ExplorerMap, focusOnFlares } from '../components/explorer-map';
import { ExplorerToolbar } from '../components/explorer-toolbar';
import { FieldFound } from '../components/field-found';
import { FlareTable } from '../components/flare-table';
import { FlaringSeriesChart } from '../components/flaring-series-chart';
import { ProgressNote, TooFewYearsNote } from '../../../domains/flaring/components/progress-note';
import { useMovedAddress } from '../../../domains/flaring/use-moved-address';

const CompanyContent = ({ data }: { data: CompanyResponse }) => {
  const { t, i18n } = useTranslation();
  const { country, company, summary } = data;
  const place = countryName(country, i18n.language);
  const name = companyName(company, t);
  const figures = useSummaryFigures({
    summary,
    sources: data.sources,
    coverage: { production: data.production, series: data.series },
  });
  // No satellite flare attributed (a US operator known from its reports): said so, never "0 m³".
  const noSatellite = hasNoSatelliteFlares(data);
  const shown = noSatellite
    ? figures.filter((figure) => !SATELLITE_FIGURES.has(figure.key) && figure.value !== null)
    : figures;
  const description = i18n.language === 'es' ? company.descriptionEs : company.descriptionEn;
  // The concession outlines come apart from the figures (they are most of a company's bytes); the map
  // shows its flares at once and the outlines when they arrive. A failed download leaves them out.
  const outlines = useFieldOutlines(
    country.slug,
    company.slug,
    data.fields.some((field) => field.hasOutline),
  );

  return (
    <Stack gap="xl">
      {company.isUnattributed && <UnattributedNote country={place} />}
      <FieldFound fields={data.fields} company={name} fieldsHeadingId="fields-heading" />
      {(description || company.website) && (
        <div>
          {description && <Text maw={820}>{description}</Text>}
          {company.website && (
            <Anchor href={company.website} target="_blank" rel="noreferrer" size="sm">
              {company.website}
            </Anchor>
          )}
        </div>
      )}
      <CompanyIdentity company={company} />
      <ExplorerMap
        label={t('flaring.company.mapLabel', { company: name, country: place })}
        countries={[country]}
        country={country.slug}
        company={company.slug}
        selectedIso3={country.iso3}
        focus={focusOnFlares(country.iso3)}
        outlines={outlines.data as GeoJSON.FeatureCollection | undefined}
        isPictureOnPhone
      />
      {noSatellite && <NoSatelliteNote data={data} name={name} />}
      {shown.length > 0 && (
        <KeyFigures label={t('flaring.company.figuresLabel', { company: name })} figures={shown} />
      )}
      {!noSatellite && (
        <FlaringSeriesChart
          title={t('flaring.company.seriesTitle', { company: name })}
          points={data.series}
          note={t('flaring.company.seriesNote')}
        />
      )}
      {summary.progressTo2030 ? (
        <ProgressNote progress={summary.progressTo2030} subject={name} sources={data.sources} />
      ) : (
        !company.isUnattributed &&
        !noSatellite && (
          <TooFewYearsNote
            subject={name}
            years={data.series.filter((point) => point.satelliteM3 !== null).length}
          />
        )
      )}
      {!company.isUnattributed && (
        <AttributionBasisNote basis={data.attributionBasis} subject={name} sources={data.sources} />
      )}
      <Section id="fields-heading" title={t('flaring.company.fieldsTitle')}>
        <FieldsTable
          fields={data.fields}
          year={data.latestYear}
          caption={t('flaring.company.fieldsCaption', { company: name })}
        />
      </Section>
      <Section id="flares-heading" title={t('flaring.company.flaresTitle')}>
        {summary.flareCount > 0 ? (
          <FlareTable
            owner={{ country: country.slug, company: company.slug }}
            caption={t('flaring.company.flaresCaption', { company: name })}
            showCompany={false}
          />
        ) : (
          <Text c="dark.4">{t('explorer.flares.none')}</Text>
        )}
      </Section>
      <Section id="production-heading" title={t('flaring.company.productionTitle')}>
        <ProductionTable
          production={data.production}
          sources={data.sources}
          caption={t('flaring.company.productionCaption', { company: name })}
        />
      </Section>
      <Section id="composition-heading" title={t('flaring.company.compositionTitle')}>
        {data.composition ? (
          <CompositionView
            composition={data.composition}
            sources={data.sources}
            title={t('flaring.company.compositionChart', { company: name })}
          />
        ) : (
          <Text c="dark.4">{t('flaring.company.noComposition')}</Text>
        )}
      </Section>
      <SourcesList sources={data.sources} />
    </Stack>
  );
};

/** /flaring-explorer/{country}/{company}: one operator's flaring in one country. */
export const CompanyScreen = () => {
  const { t, i18n } = useTranslation();
  const { country: countrySlug = '', company: companySlug = '' } = useParams();
  const [horizon, setHorizon] = useHorizon();
  const company = useCompany(countrySlug, companySlug, horizon);
  const data = company.data;
  useMovedAddress(data ? paths.flaring.company(data.country.slug, data.company.slug) : null);
  const place = data ? countryName(data.country, i18n.language) : humanizeSlug(countrySlug);
  const name = data ? companyName(data.company, t) : humanizeSlug(companySlug);
  const title = t('flaring.company.title', { company: name, country: place });
  useDocumentTitle(title);
  if (company.isError && !data) return <QueryState query={company}>{() => null}</QueryState>;
  return (
    <Container size="lg" py="xl">
      <PageBreadcrumbs
        crumbs={[
          { label: t('flaring.world.title'), to: paths.flaring.world },
          { label: place, to: paths.flaring.country(countrySlug) },
          { label: name },
        ]}
      />
      <PageHeader title={title} />
      <ExplorerToolbar
        horizon={horizon}
        onHorizonChange={setHorizon}
        exportOf={{ view: 'company', country: countrySlug, company: companySlug }}
        tables={[
          'summary',
          'series',
          'fields',
          'flares',
          'production',
          // A company's composition is exported only where a chromatography exists.
          ...(data?.composition ? (['composition'] as const) : []),
        ]}
      />
      <QueryState query={company} isPage>
        {(loaded) => <CompanyContent data={loaded} />}
      </QueryState>
    </Container>
  );
};
