import { PROJECT_STAGES, type ProjectResponse } from '@flarescope/shared';
import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import classes from './projects.module.css';

/** idea → feasibility → seeking funding → funded → operating, the current stage marked, with the date each began. */
export const StagePipeline = ({ project }: { project: ProjectResponse['project'] }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const current = PROJECT_STAGES.indexOf(project.stage);
  const enteredOn = (stage: string) =>
    project.stageHistory.filter((change) => change.stage === stage).at(-1)?.changedAt ?? null;
  return (
    <Paper withBorder radius="md" p="md">
      <ol className={classes.pipeline} aria-label={t('projects.info.pipeline')}>
        {PROJECT_STAGES.map((stage, index) => {
          const date = enteredOn(stage);
          return (
            <li
              key={stage}
              className={classes.pipelineStep}
              data-state={index < current ? 'done' : index === current ? 'current' : 'next'}
              aria-current={index === current ? 'step' : undefined}
            >
              <Text fw={index === current ? 700 : 500} size="sm">
                {t(`projects.stages.${stage}`)}
              </Text>
              {date && index <= current && (
                <Text size="xs" c="dark.4">
                  {t('projects.info.enteredOn', { date: format.date(date) })}
                </Text>
              )}
            </li>
          );
        })}
      </ol>
    </Paper>
  );
};
