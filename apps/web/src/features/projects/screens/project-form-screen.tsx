import { projectsDictionaries } from '@flarescope/shared';
import { Alert, Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { PageBreadcrumbs } from '../../../components/ui/page-breadcrumbs';
import { QueryState } from '../../../components/ui/query-state';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useFlare } from '../../../domains/flaring/api/get-flare';
import { addDictionarySections } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useProject } from '../api/get-project';
import { localized } from '../components/localized';
import { ProjectForm } from '../components/project-form';
import { stateFromFlare, stateFromProject } from '../components/project-form-state';

addDictionarySections(projectsDictionaries);

/** /projects/new?country=&company=&flare=: a new project, pre-filled from the flare (signed in). */
export const NewProjectScreen = () => {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const key = {
    country: params.get('country') ?? '',
    company: params.get('company') ?? '',
    name: params.get('flare') ?? '',
  };
  const flare = useFlare(key, 'gwp100');
  useDocumentTitle(t('projects.form.newTitle'));
  return (
    <Container size="lg" py="xl">
      <PageBreadcrumbs
        crumbs={[
          { label: t('projects.opportunities.title'), to: paths.opportunities },
          { label: t('projects.form.newTitle') },
        ]}
      />
      <PageHeader title={t('projects.form.newTitle')} lead={t('projects.form.lead')} />
      {key.name === '' ? (
        <Alert color="orange" variant="light">
          {t('projects.form.flareMissing')}
        </Alert>
      ) : (
        <QueryState query={flare}>
          {(data) => (
            <>
              <Alert color="gray" variant="light" mb="lg">
                {t('projects.form.fromFlare', {
                  name: data.flare.name,
                  company: data.company.name,
                  country: i18n.language === 'es' ? data.country.nameEs : data.country.nameEn,
                })}
              </Alert>
              <ProjectForm initial={stateFromFlare(data)} />
            </>
          )}
        </QueryState>
      )}
    </Container>
  );
};

/** /project/{project}/edit: the owner's (or an admin's) form. */
export const EditProjectScreen = () => {
  const { t, i18n } = useTranslation();
  const { project: slug = '' } = useParams();
  const project = useProject(slug);
  const title = project.data ? localized(project.data.project.title, i18n.language) : slug;
  useDocumentTitle(t('projects.form.editTitle', { title }));
  return (
    <Container size="lg" py="xl">
      <PageBreadcrumbs
        crumbs={[
          { label: t('projects.opportunities.title'), to: paths.opportunities },
          { label: title, to: paths.project.info(slug) },
          { label: t('projects.info.edit') },
        ]}
      />
      <PageHeader title={t('projects.form.editTitle', { title })} />
      <QueryState query={project}>
        {(data) => <ProjectForm initial={stateFromProject(data)} slug={data.project.slug} />}
      </QueryState>
    </Container>
  );
};
