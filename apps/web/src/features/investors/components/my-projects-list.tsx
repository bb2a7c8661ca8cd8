import { Alert, Anchor, Badge, Group, Loader, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { errorKeyOf } from '../../../lib/form-errors';
import { useMyProjects } from '../api/get-my-projects';

/**
 * "My projects" for the passport (SPEC §2): the projects the user owns, has access to or is in the
 * pipeline of, with the project's stage and theirs. Self-contained: it loads its own data.
 */
export const MyProjectsList = () => {
  const { t, i18n } = useTranslation();
  const projects = useMyProjects();
  if (projects.isError)
    return (
      <Alert color="red" role="alert">
        {t(errorKeyOf(projects.error))}
      </Alert>
    );
  if (!projects.data) return <Loader size="sm" aria-label={t('app.loading')} />;
  if (projects.data.items.length === 0) return <Text c="dark.4">{t('investors.myProjects.empty')}</Text>;
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table aria-label={t('investors.myProjects.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('investors.myProjects.project')}</Table.Th>
            <Table.Th scope="col">{t('investors.myProjects.projectStage')}</Table.Th>
            <Table.Th scope="col">{t('investors.myProjects.yourStage')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {projects.data.items.map((item) => (
            <Table.Tr key={item.slug}>
              <Table.Th scope="row">
                <Anchor component={Link} to={paths.project.info(item.slug)}>
                  {i18n.language === 'es' ? item.title.es : item.title.en}
                </Anchor>
              </Table.Th>
              <Table.Td>{t(`investors.projectStages.${item.projectStage}`)}</Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {item.isOwner && <Badge variant="light">{t('investors.myProjects.owner')}</Badge>}
                  {item.pipelineStage && (
                    <Badge variant="light" color="orange">
                      {t(`investors.stages.${item.pipelineStage}`)}
                    </Badge>
                  )}
                  {!item.isOwner && !item.pipelineStage && (
                    <Badge variant="light" color="dark">
                      {t('investors.myProjects.access')}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};
