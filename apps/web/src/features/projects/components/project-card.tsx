import type { ProjectSummary } from '@flarescope/shared';
import { Anchor, Badge, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { localized } from './localized';
import { useProjectText } from './use-project-text';

/** One project of a list: what an investor screens on (stage, place, size, capex, IRR, avoided CO2e). */
export const ProjectCard = ({ project }: { project: ProjectSummary }) => {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const text = useProjectText();
  const title = localized(project.title, i18n.language);
  const country = i18n.language === 'es' ? project.country.nameEs : project.country.nameEn;
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={`project-${project.slug}`}>
      <Group gap="xs" mb="xs">
        <Badge color="orange" variant="light">
          {t(`projects.stages.${project.stage}`)}
        </Badge>
        {project.isIllustrative && (
          <Badge color="grape" variant="light">
            {t('projects.illustrative')}
          </Badge>
        )}
        {project.warnings.map((code) => (
          <Badge key={code} color="red" variant="light" data-warning={code}>
            {t(`projects.warningBadges.${code}`)}
          </Badge>
        ))}
        {!project.isPublished && (
          <Badge color="dark" variant="outline">
            {t('projects.draft')}
          </Badge>
        )}
      </Group>
      <Title order={2} size="h4" id={`project-${project.slug}`}>
        <Anchor component={Link} to={paths.project.info(project.slug)} inherit className="touch-target">
          {title}
        </Anchor>
      </Title>
      <Text size="sm" c="dark.4" mt={4}>
        {[project.company?.name, country, localized(project.technology.name, i18n.language)]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      <Text size="sm" mt="xs" lineClamp={3}>
        {localized(project.summary, i18n.language)}
      </Text>
      <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="xs" mt="md">
        {[
          [t('projects.info.capacity'), format.power(project.capacityMw).text],
          [t('projects.info.capex'), format.usd(project.capexUsd)],
          [
            t('projects.info.irr'),
            project.isModelAvailable ? text.irr(project.irr) : t('projects.modelUnavailable.figure'),
          ],
          [
            t('projects.info.avoided'),
            project.avoidedCo2eTonnesPerYear === null
              ? t('projects.modelUnavailable.figure')
              : t('projects.perYear', { value: format.mass(project.avoidedCo2eTonnesPerYear).text }),
          ],
        ].map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="xs" c="dark.4">
              {label}
            </Text>
            <Text component="dd" fw={700} m={0}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Card>
  );
};
