import {
  PROJECT_SORTS,
  PROJECT_STAGES,
  projectsDictionaries,
  type ProjectListQuery,
  type ProjectSummary,
} from '@flarescope/shared';
import {
  Anchor,
  Container,
  Button,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '@mantine/hooks';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/ui/query-state';
import { useMapText } from '../../../domains/flaring/components/use-map-text';
import { FlareMap } from '../../../domains/flaring/map/flare-map';
import { pointsBounds } from '../../../domains/flaring/map/map-data';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { addDictionarySections } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useProjects, type ProjectListFilters } from '../api/get-projects';
import { useTechnologies } from '../../../domains/projects/api/get-technologies';
import { localized } from '../components/localized';
import { Segmented } from '../../../components/ui/segmented';
import { NoProjectAccess } from '../components/no-project-access';
import { ProjectCard } from '../components/project-card';
import classes from '../components/projects.module.css';

addDictionarySections(projectsDictionaries);

type Scope = ProjectListQuery['scope'];

/**
 * The listed projects on a map fitted to them (not the whole world), nearby ones grouped when zoomed
 * out; a click on a project opens it.
 */
const ProjectsMap = ({ items }: { items: readonly ProjectSummary[] }) => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { describeCountry } = useMapText([], 0);
  const located = items.filter((item) => item.latitude !== null && item.longitude !== null);
  const points = useMemo(
    () =>
      located.map((item) => ({
        latitude: item.latitude ?? 0,
        longitude: item.longitude ?? 0,
        // The gas the project would take off its flares in a year: the circle's area follows it.
        flaredM3: item.gasAvailableM3PerDay * 365,
        count: 1,
        name: localized(item.title, i18n.language),
        countrySlug: item.country.slug,
        companySlug: item.company?.slug ?? null,
        type: 'upstream' as const,
      })),
    // The list's answer object stands for its items.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [items, i18n.language],
  );
  if (located.length === 0) return null;
  const slugByTitle = new Map(located.map((item) => [localized(item.title, i18n.language), item.slug]));
  return (
    <FlareMap
      label={t('projects.opportunities.mapLabel')}
      points={points}
      focus={{ kind: 'bounds', bounds: pointsBounds(points) ?? [-180, -60, 180, 75], maxZoom: 5 }}
      isClustered
      describeCountry={describeCountry}
      describePoint={(point) => point.name ?? ''}
      onPointClick={(point) => {
        const slug = point.name ? slugByTitle.get(point.name) : undefined;
        if (slug) void navigate(paths.project.info(slug));
      }}
      legend={
        <Text size="xs" c="dark.5" mt={4}>
          {t('projects.opportunities.mapLegend')}
        </Text>
      }
      height={360}
    />
  );
};

/**
 * Open opportunities (SPEC §1): published gas-to-power projects the user may open, filterable by
 * country, stage, technology and size, sortable by IRR, capex and avoided CO2e; the filters live in the
 * URL so a link reproduces the view. Also the user's own projects, and every project for admins.
 */
export const OpportunitiesScreen = () => {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  useDocumentTitle(t('projects.opportunities.title'));
  const scope = (params.get('scope') ?? 'open') as Scope;
  const filters: ProjectListFilters = {
    scope,
    country: params.get('country') ?? undefined,
    stage: (params.get('stage') as ProjectListFilters['stage']) ?? undefined,
    technology: params.get('technology') ?? undefined,
    minMw: params.get('minMw') ? Number(params.get('minMw')) : undefined,
    maxMw: params.get('maxMw') ? Number(params.get('maxMw')) : undefined,
    sort: (params.get('sort') as ProjectListFilters['sort']) ?? 'irr',
    order: (params.get('order') as ProjectListFilters['order']) ?? 'desc',
  };
  const projects = useProjects(filters);
  const everything = useProjects({ scope });
  const technologies = useTechnologies();
  const set = (key: string, value: string | number | undefined | null) => {
    const next = new URLSearchParams(params);
    if (value === undefined || value === null || value === '') next.delete(key);
    else next.set(key, String(value));
    setParams(next, { replace: true });
  };
  const countries = [
    ...new Map((everything.data?.items ?? []).map((item) => [item.country.slug, item.country])).values(),
  ];
  const isAdmin = session.user?.role === 'admin';
  // Folded on a phone, where seven fields would fill the first screen before any project; open on
  // wider screens. The visitor's own choice wins from then on.
  const isPhone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const [isFiltersOpenChoice, setFiltersOpen] = useState<boolean | null>(null);
  const isFiltersOpen = isFiltersOpenChoice ?? !isPhone;
  const filtersId = useId();
  const activeFilters = [
    filters.country,
    filters.stage,
    filters.technology,
    filters.minMw,
    filters.maxMw,
  ].filter((value) => value !== undefined).length;
  if (scope === 'open' && projects.data && !projects.data.hasProjectAccess) return <NoProjectAccess />;
  const any = { value: '', label: t('projects.opportunities.any') };
  return (
    <Container size="lg" py="xl">
      <PageHeader
        eyebrow={t('projects.noAccess.title')}
        title={t('projects.opportunities.title')}
        lead={t('projects.opportunities.lead')}
      />
      <Anchor component={Link} to={paths.screened} display="block" mb="md">
        {t('projects.screened.link')}
      </Anchor>
      <Segmented
        mb="md"
        aria-label={t('projects.opportunities.listLabel')}
        value={scope}
        onChange={(value) => set('scope', value === 'open' ? null : value)}
        data={[
          { value: 'open', label: t('projects.opportunities.title') },
          { value: 'mine', label: t('projects.opportunities.mine') },
          ...(isAdmin ? [{ value: 'all' as const, label: t('projects.opportunities.all') }] : []),
        ]}
      />
      <Button
        variant="default"
        // A tap target of 44 px (WCAG 2.5.5) on a phone.
        mih={44}
        mb="sm"
        aria-expanded={isFiltersOpen}
        aria-controls={filtersId}
        onClick={() => setFiltersOpen(!isFiltersOpen)}
        rightSection={<span aria-hidden>{isFiltersOpen ? '▴' : '▾'}</span>}
      >
        {t('projects.opportunities.filtersToggle', { count: activeFilters })}
      </Button>
      <Paper
        id={filtersId}
        hidden={!isFiltersOpen}
        display={isFiltersOpen ? undefined : 'none'}
        withBorder
        radius="md"
        p="md"
        mb="lg"
        component="form"
        role="search"
        aria-label={t('projects.opportunities.filters')}
        onSubmit={(event) => event.preventDefault()}
      >
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
          <NativeSelect
            label={t('projects.opportunities.country')}
            value={filters.country ?? ''}
            onChange={(event) => set('country', event.currentTarget.value)}
            data={[
              any,
              ...countries.map((country) => ({
                value: country.slug,
                label: i18n.language === 'es' ? country.nameEs : country.nameEn,
              })),
            ]}
          />
          <NativeSelect
            label={t('projects.opportunities.stage')}
            value={filters.stage ?? ''}
            onChange={(event) => set('stage', event.currentTarget.value)}
            data={[
              any,
              ...PROJECT_STAGES.map((stage) => ({ value: stage, label: t(`projects.stages.${stage}`) })),
            ]}
          />
          <NativeSelect
            label={t('projects.opportunities.technology')}
            value={filters.technology ?? ''}
            onChange={(event) => set('technology', event.currentTarget.value)}
            data={[
              any,
              ...(technologies.data?.items ?? []).map((item) => ({
                value: item.id,
                label: localized(item.name, i18n.language),
              })),
            ]}
          />
          <Group gap="xs" grow>
            <NumberInput
              label={t('projects.opportunities.minMw')}
              min={0}
              value={filters.minMw ?? ''}
              onChange={(value) => set('minMw', value)}
            />
            <NumberInput
              label={t('projects.opportunities.maxMw')}
              min={0}
              value={filters.maxMw ?? ''}
              onChange={(value) => set('maxMw', value)}
            />
          </Group>
          <NativeSelect
            label={t('projects.opportunities.sort')}
            value={filters.sort}
            onChange={(event) => set('sort', event.currentTarget.value)}
            data={PROJECT_SORTS.map((sort) => ({
              value: sort,
              label: t(`projects.opportunities.sorts.${sort}`),
            }))}
          />
          <NativeSelect
            label={t('projects.opportunities.order')}
            value={filters.order}
            onChange={(event) => set('order', event.currentTarget.value)}
            data={[
              { value: 'desc', label: t('projects.opportunities.desc') },
              { value: 'asc', label: t('projects.opportunities.asc') },
            ]}
          />
        </SimpleGrid>
      </Paper>
      <QueryState query={projects} isPage>
        {(data) => (
          <Stack gap="lg">
            <Text role="status" fw={600}>
              {t('projects.opportunities.count', { count: data.items.length })}
            </Text>
            {data.items.length === 0 ? (
              <Text c="dark.4">
                {scope === 'mine' ? t('projects.opportunities.emptyMine') : t('projects.opportunities.empty')}
              </Text>
            ) : (
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
                <Stack gap="md" role="list" aria-label={t('projects.opportunities.listLabel')}>
                  {data.items.map((item) => (
                    <div role="listitem" key={item.slug}>
                      <ProjectCard project={item} />
                    </div>
                  ))}
                </Stack>
                <div className={classes.mapBeside}>
                  <ProjectsMap items={data.items} />
                </div>
              </SimpleGrid>
            )}
            <Text size="sm" c="dark.4">
              {t('projects.opportunities.startHint')}
            </Text>
          </Stack>
        )}
      </QueryState>
    </Container>
  );
};
