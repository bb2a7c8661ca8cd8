import type { CountryResponse } from '@flarescope/shared';
import { DEFAULT_GWP_HORIZON } from '@flarescope/shared';
import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AttributionNote } from '../../../domains/flaring/components/attribution-note';
import { CompanyRanking } from '../../../domains/flaring/components/company-ranking';
import { ReportedOperators } from '../../../domains/flaring/components/reported-operators';
import { DownloadButton } from '../../../domains/flaring/components/download-button';
import { PageBreadcrumbs } from '../../../components/ui/page-breadcrumbs';
import { countryName } from '../../../domains/flaring/components/names';
import { QueryState } from '../../../components/ui/query-state';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useCountry } from '../../../domains/flaring/api/get-country';
import { humanizeSlug } from '../../../lib/humanize';
import { useDocumentTitle } from '../../../lib/use-document-title';

const CountryCompanies = ({ data }: { data: CountryResponse }) => {
  const { t, i18n } = useTranslation();
  const name = countryName(data.country, i18n.language);
  const attributed = data.companies.filter((company) => !company.isUnattributed).length;
  return (
    <Stack gap="lg">
      <Text>
        {attributed > 0
          ? t('companies.country.summary', { count: attributed, country: name })
          : t('companies.country.noneAttributed', { country: name })}
      </Text>
      <CompanyRanking
        companies={data.companies}
        ranks={data.companyRanks}
        year={data.latestYear}
        linkTo={(company) => paths.companies.company(data.country.slug, company)}
        caption={t('companies.country.caption', { country: name, year: data.latestYear })}
      />
      {/* The ranking's footnote: how much of its "Not attributed" row no source names, and from where.
          Under it, so a phone's first screen shows the operators, the page's purpose. */}
      <AttributionNote attribution={data.attribution} country={name} sources={data.sources} />
      <Anchor component={Link} to={paths.flaring.country(data.country.slug)}>
        {t('companies.country.flaringLink', { country: name })}
      </Anchor>
      <ReportedOperators country={data.country.slug} />
    </Stack>
  );
};

/** /companies/{country}: the operators of a country with their key figures. */
export const CompaniesCountryScreen = () => {
  const { t, i18n } = useTranslation();
  const { country: slug = '' } = useParams();
  const country = useCountry(slug, DEFAULT_GWP_HORIZON);
  const name = country.data ? countryName(country.data.country, i18n.language) : humanizeSlug(slug);
  const title = t('companies.country.title', { country: name });
  useDocumentTitle(title);
  if (country.isError && !country.data) return <QueryState query={country}>{() => null}</QueryState>;
  return (
    <Container size="lg" py="xl">
      <PageBreadcrumbs
        crumbs={[{ label: t('companies.title'), to: paths.companies.list }, { label: name }]}
      />
      <PageHeader title={title} />
      <Group mb="lg">
        <DownloadButton
          exportOf={{ view: 'country', country: slug }}
          tables={['summary', 'companies']}
          horizon={DEFAULT_GWP_HORIZON}
        />
      </Group>
      <QueryState query={country} isPage>
        {(data) => <CountryCompanies data={data} />}
      </QueryState>
    </Container>
  );
};
