import { PROJECT_STAGES, type ProjectResponse, type ProjectStage } from '@flarescope/shared';
import { Alert, Button, Group, NativeSelect, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { errorKeyOf } from '../../../lib/form-errors';
import { useFormat } from '../../../lib/format';
import { useChangeStage, useSetPublication } from '../api/change-project';

/** The owner's and administrators' controls: edit, move the stage, publish or unpublish. */
export const ProjectActions = ({ data }: { data: ProjectResponse }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const { project, can } = data;
  const [stage, setStage] = useState<ProjectStage>(project.stage);
  const [status, setStatus] = useState<{ color: string; key: string } | null>(null);
  const changeStage = useChangeStage();
  const setPublication = useSetPublication();
  if (!can.edit && !can.publish) return null;
  const run = async (action: () => Promise<unknown>, doneKey: string) => {
    setStatus(null);
    try {
      await action();
      setStatus({ color: 'green', key: doneKey });
    } catch (error) {
      setStatus({ color: 'red', key: errorKeyOf(error) });
    }
  };
  return (
    <Paper withBorder radius="md" p="md">
      <Group gap="md" align="flex-end" wrap="wrap">
        {can.edit && (
          <Button component={Link} to={paths.project.edit(project.slug)} variant="light">
            {t('projects.info.edit')}
          </Button>
        )}
        {can.edit && (
          <Group gap="xs" align="flex-end">
            <NativeSelect
              label={t('projects.info.moveStage')}
              value={stage}
              onChange={(event) => setStage(event.currentTarget.value as ProjectStage)}
              data={PROJECT_STAGES.map((value) => ({ value, label: t(`projects.stages.${value}`) }))}
            />
            <Button
              variant="default"
              loading={changeStage.isPending}
              disabled={stage === project.stage}
              onClick={() =>
                void run(
                  () => changeStage.mutateAsync({ slug: project.slug, stage }),
                  'projects.info.stageSaved',
                )
              }
            >
              {t('projects.info.moveStage')}
            </Button>
          </Group>
        )}
        {can.publish && (
          <Button
            color={project.isPublished ? 'dark' : 'orange.9'}
            loading={setPublication.isPending}
            onClick={() =>
              void run(
                () => setPublication.mutateAsync({ slug: project.slug, isPublished: !project.isPublished }),
                'projects.info.publicationSaved',
              )
            }
          >
            {project.isPublished ? t('projects.info.unpublish') : t('projects.info.publish')}
          </Button>
        )}
      </Group>
      <Text size="sm" c="dark.4" mt="sm">
        {project.isPublished && project.publishedAt
          ? t('projects.info.published', { date: format.date(project.publishedAt) })
          : t('projects.info.unpublished')}
      </Text>
      {status && (
        <Alert
          color={status.color}
          variant="light"
          mt="sm"
          role={status.color === 'red' ? 'alert' : 'status'}
        >
          {t(status.key)}
        </Alert>
      )}
    </Paper>
  );
};
