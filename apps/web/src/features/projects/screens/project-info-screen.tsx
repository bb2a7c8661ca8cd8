import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../components/ui/section';
import { HeadlineFigures } from '../components/headline-figures';
import { ModelUnavailable } from '../components/model-unavailable';
import { localized } from '../components/localized';
import { ProjectActions } from '../components/project-actions';
import { ProjectMap } from '../components/project-map';
import { ProjectPage } from '../components/project-page';
import classes from '../components/projects.module.css';
import { StagePipeline } from '../components/stage-pipeline';

/** /project/{project}: stage, operator, country, the flares on a map, headline figures, summary. */
export const ProjectInfoScreen = () => {
  const { t, i18n } = useTranslation();
  return (
    <ProjectPage tab="info">
      {(data) => (
        <>
          <StagePipeline project={data.project} />
          <ProjectActions data={data} />
          <ModelUnavailable data={data} />
          <HeadlineFigures data={data} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Stack gap="lg">
              <Section id="summary-heading" title={t('projects.info.summary')}>
                <Text className={classes.prose}>{localized(data.project.summary, i18n.language)}</Text>
              </Section>
              <Section id="description-heading" title={t('projects.info.description')}>
                <Text className={classes.prose}>{localized(data.project.description, i18n.language)}</Text>
              </Section>
            </Stack>
            <ProjectMap data={data} />
          </SimpleGrid>
        </>
      )}
    </ProjectPage>
  );
};
