import type { CompanyResponse } from '@flarescope/shared';
import { DEFAULT_GWP_HORIZON } from '@flarescope/shared';
import { Anchor, Button, Container, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AttributionBasisNote } from '../../../domains/flaring/components/attribution-basis-note';
import { CompanyIdentity } from '../../../domains/flaring/components/company-identity';
import { CompanyMonths } from '../../../domains/flaring/components/company-months';
import { DownloadButton } from '../../../domains/flaring/components/download-button';
import { PageBreadcrumbs } from '../../../components/ui/page-breadcrumbs';
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
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useCompany } from '../../../domains/flaring/api/get-company';
import { humanizeSlug } from '../../../lib/humanize';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMovedAddress } from '../../../domains/flaring/use-moved-address';

/** The profile shows the flaring summary and ranks; the full set of figures is in the flaring view. */
const PROFILE_FIGURES = new Set([
  'flared',
  'co2e',
  'activeFlares',
  'worldRank',
  'countryRank',
  'groupRank',
  'oil',
  'gas',
  'total',
]);

const Profile = ({ data }: { data: CompanyResponse }) => {
  const { t, i18n } = useTranslation();
  const { company, country } = data;
  const name = companyName(company, t);
  const place = countryName(country, i18n.language);
  const figures = useSummaryFigures({
    summary: data.summary,
    sources: data.sources,
    coverage: { production: data.production, series: data.series },
  }).filter((figure) => PROFILE_FIGURES.has(figure.key));
  // No satellite flare attributed (a US operator known from its reports): said so, never "0 m³".
  const noSatellite = hasNoSatelliteFlares(data);
  const shown = noSatellite
    ? figures.filter((figure) => !SATELLITE_FIGURES.has(figure.key) && figure.value !== null)
    : figures;
  const description = i18n.language === 'es' ? company.descriptionEs : company.descriptionEn;
  const flaringView = paths.flaring.company(country.slug, company.slug);

  return (
    <Stack gap="xl">
      {company.isUnattributed && <UnattributedNote country={place} />}
      <Section id="about-heading" title={t('companies.profile.about')}>
        <Text maw={820}>{description ?? t('companies.profile.noDescription', { company: name })}</Text>
        {company.website && (
          <Anchor href={company.website} target="_blank" rel="noreferrer" size="sm">
            {company.website}
          </Anchor>
        )}
        <Text size="sm" mt="sm" fw={600}>
          {t('companies.profile.countries')}
        </Text>
        <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {(company.countries.length > 0 ? company.countries : [country]).map((operated) => (
            <li key={operated.iso3}>
              {/* The country of this page is named, not linked to itself. */}
              {operated.iso3 === country.iso3 ? (
                <Text size="sm" span aria-current="page">
                  {countryName(operated, i18n.language)}
                </Text>
              ) : (
                <Anchor component={Link} to={paths.companies.company(operated.slug, company.slug)} size="sm">
                  {countryName(operated, i18n.language)}
                </Anchor>
              )}
            </li>
          ))}
        </Group>
        <CompanyIdentity company={company} />
      </Section>
      <Section id="summary-heading" title={t('companies.profile.summary', { year: data.latestYear })}>
        {noSatellite && <NoSatelliteNote data={data} name={name} />}
        {shown.length > 0 && (
          <KeyFigures label={t('companies.profile.summary', { year: data.latestYear })} figures={shown} />
        )}
        {!company.isUnattributed && (
          <AttributionBasisNote basis={data.attributionBasis} subject={name} sources={data.sources} />
        )}
        <Button component={Link} to={flaringView} variant="light" mt="md">
          {t('companies.profile.flaringLink', { company: name })}
        </Button>
      </Section>
      <Section id="fields-heading" title={t('companies.profile.fields')}>
        <FieldsTable
          fields={data.fields}
          year={data.latestYear}
          caption={t('flaring.company.fieldsCaption', { company: name })}
        />
      </Section>
      <CompanyMonths country={country.slug} company={company.slug} name={name} />
      <Section id="production-heading" title={t('companies.profile.production')}>
        <ProductionTable
          production={data.production}
          sources={data.sources}
          caption={t('flaring.company.productionCaption', { company: name })}
        />
      </Section>
      <SourcesList sources={data.sources} />
    </Stack>
  );
};

/** /companies/{country}/{company}: the company profile with a link to its flaring view. */
export const CompanyProfileScreen = () => {
  const { t, i18n } = useTranslation();
  const { country: countrySlug = '', company: companySlug = '' } = useParams();
  const company = useCompany(countrySlug, companySlug, DEFAULT_GWP_HORIZON);
  const data = company.data;
  useMovedAddress(data ? paths.companies.company(data.country.slug, data.company.slug) : null);
  const name = data ? companyName(data.company, t) : humanizeSlug(companySlug);
  const place = data ? countryName(data.country, i18n.language) : humanizeSlug(countrySlug);
  const title = t('companies.profile.title', { company: name });
  useDocumentTitle(title);
  if (company.isError && !data) return <QueryState query={company}>{() => null}</QueryState>;
  return (
    <Container size="lg" py="xl">
      <PageBreadcrumbs
        crumbs={[
          { label: t('companies.title'), to: paths.companies.list },
          { label: place, to: paths.companies.country(countrySlug) },
          { label: name },
        ]}
      />
      <PageHeader title={title} />
      <Group mb="lg">
        <DownloadButton
          exportOf={{ view: 'company', country: countrySlug, company: companySlug }}
          tables={['summary', 'fields', 'production']}
          horizon={DEFAULT_GWP_HORIZON}
        />
      </Group>
      <QueryState query={company} isPage>
        {(loaded) => <Profile data={loaded} />}
      </QueryState>
    </Container>
  );
};
