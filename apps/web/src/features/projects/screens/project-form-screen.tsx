import { GATHERING_RADIUS_KM, projectsDictionaries } from '@flarescope/shared';
import { Alert, Button, Container, Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { PageBreadcrumbs } from '../../../components/ui/page-breadcrumbs';
import { LoadingState, QueryState } from '../../../components/ui/query-state';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useFlare } from '../../../domains/flaring/api/get-flare';
import { addDictionarySections } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useProject } from '../api/get-project';
import { useScreenedCluster } from '../api/get-screened';
import { ApiError } from '../../../lib/api-client';
import { useFormat } from '../../../lib/format';
import { ClusterMemberList } from '../components/cluster-member-list';
import { localized } from '../components/localized';
import { ProjectForm } from '../components/project-form';
import {
  carryTypedFields,
  stateFromCluster,
  stateFromFlare,
  stateFromProject,
  type ProjectFormState,
} from '../components/project-form-state';

addDictionarySections(projectsDictionaries);

/**
 * The draft of a project from the cluster around a flare (decision 040): the cluster at the radius in the
 * address (`cluster=<km>`), its members, and a radius field that re-forms it (the address changes, the
 * cluster is asked again and the form drawn again from it, keeping what the owner typed: carryTypedFields).
 * A radius out of bounds: the API's message under the field, the last cluster kept.
 */
const ClusterDraft = ({
  flareKey,
  radiusKm,
}: {
  flareKey: { country: string; company: string; name: string };
  radiusKm: number;
}) => {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const [, setParams] = useSearchParams();
  const [typed, setTyped] = useState<number | string>(radiusKm);
  const cluster = useScreenedCluster({ ...flareKey, radiusKm });
  const fieldError =
    cluster.error instanceof ApiError && cluster.error.fields.radiusKm
      ? t(cluster.error.fields.radiusKm)
      : undefined;
  // The form as last typed, and at a re-form what it was typed over (the cluster's own pre-fill).
  const typedForm = useRef<ProjectFormState | null>(null);
  const rememberTyped = useCallback((state: ProjectFormState) => {
    typedForm.current = state;
  }, []);
  const [carry, setCarry] = useState<{ before: ProjectFormState; typed: ProjectFormState } | null>(null);
  const reform = () => {
    if (formed && typedForm.current) setCarry({ before: stateFromCluster(formed), typed: typedForm.current });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('cluster', String(typed));
        return next;
      },
      { replace: true },
    );
  };
  // The last cluster formed stays while a radius out of bounds is refused.
  const [formed, setFormed] = useState(cluster.data);
  if (cluster.data && cluster.data !== formed) setFormed(cluster.data);
  const data = cluster.data ?? formed;
  const anchor = data?.members[0];
  const initial = useMemo(() => {
    if (!data) return null;
    const next = stateFromCluster(data);
    return carry ? carryTypedFields(carry.before, carry.typed, next) : next;
  }, [data, carry]);
  // While the cluster at a new radius is on its way, the last one stays in view but not its form: what is
  // typed there would be lost when the new cluster's form replaces it.
  const reforming = cluster.isPlaceholderData;
  return (
    <>
      <Paper withBorder p="md" radius="md" mb="lg">
        <form
          aria-label={t('projects.form.reform')}
          onSubmit={(event) => {
            event.preventDefault();
            reform();
          }}
        >
          <Group align="flex-end" gap="sm">
            <NumberInput
              label={t('projects.form.radius')}
              description={t('projects.form.radiusHelp', { name: flareKey.name })}
              value={typed}
              onChange={setTyped}
              min={GATHERING_RADIUS_KM.min}
              max={GATHERING_RADIUS_KM.max}
              // Not clamped: a radius out of bounds goes to the API, which refuses it (translated, below).
              clampBehavior="none"
              step={0.5}
              decimalScale={2}
              error={fieldError}
              data-field="gatheringRadiusKm"
              w={360}
              {...(i18n.language === 'es' ? { decimalSeparator: ',', thousandSeparator: '.' } : {})}
            />
            <Button type="submit" variant="light" loading={cluster.isFetching}>
              {t('projects.form.reform')}
            </Button>
          </Group>
        </form>
        {data && (
          <Stack gap={4} mt="md" data-testid="draft-cluster">
            <Text size="sm" fw={600}>
              {t('projects.form.clusterTitle', {
                count: data.members.length,
                m3: format.decimal(
                  data.members.reduce((sum, member) => sum + member.m3PerDay, 0),
                  0,
                ),
              })}
            </Text>
            <ClusterMemberList
              members={data.members}
              messageKey="projects.form.clusterMember"
              size="sm"
              spacing={2}
            />
          </Stack>
        )}
      </Paper>
      {cluster.error && !fieldError && (
        <Alert color="red" variant="light" mb="lg">
          {t(cluster.error instanceof ApiError ? cluster.error.messageKey : 'errors.general')}
        </Alert>
      )}
      {data && anchor && reforming && <LoadingState />}
      {data && anchor && initial && !reforming && (
        <>
          <Alert color="gray" variant="light" mb="lg">
            {t('projects.form.fromCluster', {
              count: data.members.length,
              name: anchor.name,
              company: anchor.companyName,
              country: i18n.language === 'es' ? anchor.countryNameEs : anchor.countryNameEn,
            })}
          </Alert>
          <ProjectForm
            key={`${data.radiusKm}/${data.members.map((member) => member.name).join(',')}`}
            initial={initial}
            onStateChange={rememberTyped}
          />
        </>
      )}
    </>
  );
};

/**
 * /projects/new?country=&company=&flare=: a new project, pre-filled from the flare (signed in); with
 * `cluster=<km>`, from the cluster around it (ClusterDraft).
 */
export const NewProjectScreen = () => {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const key = {
    country: params.get('country') ?? '',
    company: params.get('company') ?? '',
    name: params.get('flare') ?? '',
  };
  const clusterParam = params.get('cluster');
  const radiusKm = clusterParam === null ? null : Number(clusterParam);
  const flare = useFlare(radiusKm === null ? key : { ...key, name: '' }, 'gwp100');
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
      ) : radiusKm !== null ? (
        <ClusterDraft flareKey={key} radiusKm={radiusKm} />
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
