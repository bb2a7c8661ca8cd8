import { projectsDictionaries, type ProjectResponse } from '@flarescope/shared';
import { Alert, Badge, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageBreadcrumbs } from '../../../components/ui/page-breadcrumbs';
import { QueryState } from '../../../components/ui/query-state';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/form-errors';
import { useFormat } from '../../../lib/format';
import { humanizeSlug } from '../../../lib/humanize';
import { addDictionarySections } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useProject } from '../api/get-project';
import { NoProjectAccess } from './no-project-access';
import { ProjectWarnings } from './project-warnings';
import { localized } from './localized';
import classes from './projects.module.css';

addDictionarySections(projectsDictionaries);

export type ProjectTab = 'info' | 'details' | 'financials' | 'investors';

const TABS: ReadonlyArray<{ tab: ProjectTab; href: (slug: string) => string }> = [
  { tab: 'info', href: paths.project.info },
  { tab: 'details', href: paths.project.details },
  { tab: 'financials', href: paths.project.financials },
  { tab: 'investors', href: paths.project.investors },
];

/** The four project pages' tabs: links (each page has its own URL, SPEC §2), the current one marked. */
const ProjectTabs = ({ slug, current }: { slug: string; current: ProjectTab }) => {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('projects.tabs.label')}>
      <div className={classes.tabs}>
        {TABS.map(({ tab, href }) => (
          <Button
            key={tab}
            component={Link}
            to={href(slug)}
            variant={tab === current ? 'filled' : 'subtle'}
            color={tab === current ? 'orange.9' : 'dark'}
            aria-current={tab === current ? 'page' : undefined}
            size="sm"
          >
            {t(`projects.tabs.${tab}`)}
          </Button>
        ))}
      </div>
    </nav>
  );
};

const ProjectHeading = ({ data }: { data: ProjectResponse }) => {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const { project } = data;
  const countryName = i18n.language === 'es' ? project.country.nameEs : project.country.nameEn;
  return (
    <Stack gap={6} mb="md">
      <Group gap="xs">
        <Badge color="orange" variant="light">
          {t(`projects.stages.${project.stage}`)}
        </Badge>
        {project.isIllustrative && (
          <Badge color="grape" variant="light">
            {t('projects.illustrative')}
          </Badge>
        )}
        {!project.isPublished && (
          <Badge color="dark" variant="outline">
            {t('projects.draft')}
          </Badge>
        )}
      </Group>
      <Title order={1}>{localized(project.title, i18n.language)}</Title>
      <Text size="lg" c="dark.4" maw={760}>
        {[
          project.company?.name,
          countryName,
          localized(project.technology.name, i18n.language),
          format.power(project.capacityMw).text,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      {project.isIllustrative && (
        <Alert color="grape" variant="light" maw={760}>
          <Text size="sm">{t('projects.illustrativeNote')}</Text>
        </Alert>
      )}
    </Stack>
  );
};

/**
 * What the four project pages share (SPEC §2, signed in): the project, loaded once; SPEC's message for a
 * user without project access; the not-found screen for a project that does not exist (or is someone
 * else's draft); then the heading, the tabs and the page.
 */
export const ProjectPage = ({
  tab,
  children,
}: {
  tab: ProjectTab;
  children: (data: ProjectResponse) => ReactNode;
}) => {
  const { t, i18n } = useTranslation();
  const { project: slug = '' } = useParams();
  const query = useProject(slug);
  // The title changes in the same commit as the content (QueryState renders it deferred): a longer
  // title arriving first would push the loading state down, a layout shift of the whole screen.
  const loaded = useDeferredValue(query.data);
  const title = loaded ? localized(loaded.project.title, i18n.language) : humanizeSlug(slug);
  useDocumentTitle(`${title} — ${t(`projects.tabs.${tab}`)}`);
  if (isApiError(query.error, 'no_project_access')) return <NoProjectAccess />;
  return (
    <Container size="lg" py="xl">
      <PageBreadcrumbs
        crumbs={[{ label: t('projects.opportunities.title'), to: paths.opportunities }, { label: title }]}
      />
      <QueryState query={query} isPage>
        {(data) => (
          <>
            <ProjectHeading data={data} />
            <ProjectTabs slug={data.project.slug} current={tab} />
            <Stack gap="xl">
              <ProjectWarnings warnings={data.warnings} />
              {children(data)}
            </Stack>
          </>
        )}
      </QueryState>
    </Container>
  );
};
