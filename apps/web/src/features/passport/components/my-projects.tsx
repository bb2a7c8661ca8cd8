import type { MyProjectsResponse } from '@flarescope/shared';
import { Alert, Anchor, Badge, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { errorKeyOf } from '../../../lib/form-errors';
import { useMyProjects } from '../api/get-my-projects';

type ProjectGroupData = MyProjectsResponse['groups'][number];

/** One group of My projects; a new kind of group (investor pipelines) needs only its titles in the dictionary. */
const ProjectGroup = ({ group }: { group: ProjectGroupData }) => {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'es' ? 'es' : 'en';
  return (
    <Stack gap="xs" component="section" aria-labelledby={`my-projects-${group.kind}`}>
      <Title order={3} size="h5" id={`my-projects-${group.kind}`}>
        {t(`passport.projects.groups.${group.kind}`)}
      </Title>
      {group.items.length === 0 ? (
        <Text c="dark.4" size="sm">
          {t(`passport.projects.empty.${group.kind}`)}
        </Text>
      ) : (
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {group.items.map((project) => (
            <Group key={project.slug} component="li" gap="sm" wrap="wrap">
              <Anchor component={Link} to={paths.project.info(project.slug)} fw={600}>
                {project.title[language]}
              </Anchor>
              <Text size="sm" c="dark.4">
                {project.country[language === 'es' ? 'nameEs' : 'nameEn']} ·{' '}
                {t('passport.projects.capacity', {
                  mw: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(
                    project.capacityMw,
                  ),
                })}
              </Text>
              <Badge variant="outline" color={project.isPublished ? 'teal.9' : 'dark'}>
                {project.isPublished ? t('passport.projects.published') : t('passport.projects.draft')}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
};

/** My projects: the groups the API gives, in its order, or SPEC's message without any project access. */
export const MyProjects = () => {
  const { t } = useTranslation();
  const projects = useMyProjects();
  if (projects.isPending) return <Loader size="sm" role="status" aria-label={t('passport.loading')} />;
  if (projects.isError) return <Alert color="red">{t(errorKeyOf(projects.error))}</Alert>;
  const { groups, hasProjectAccess } = projects.data;
  if (!hasProjectAccess) return <Alert color="gray">{t('errors.no_project_access')}</Alert>;
  return (
    <Stack gap="lg">
      {groups.map((group) => (
        <ProjectGroup key={group.kind} group={group} />
      ))}
      <Anchor component={Link} to={paths.opportunities} fw={600}>
        {t('passport.projects.browse')} →
      </Anchor>
    </Stack>
  );
};
