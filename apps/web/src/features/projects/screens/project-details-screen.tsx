import { GAS_COMPONENTS, lowerHeatingValueMjPerM3, type ProjectResponse } from '@flarescope/shared';
import { Anchor, List, SimpleGrid, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LineChart } from '../../../components/charts/line-chart';
import { Section } from '../../../components/ui/section';
import { CaptionedTable } from '../../../components/ui/table-scroll';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { localized } from '../components/localized';
import { modelValue } from '../components/model-fields';
import { projectDeclineFit } from '../components/project-form-state';
import { ProjectPage } from '../components/project-page';
import classes from '../components/projects.module.css';

const FLARE_COLORS = ['#c2410c', '#1f2937', '#0369a1', '#15803d', '#7c3aed'];

const FlaresSection = ({ data }: { data: ProjectResponse }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const years = [...new Set(data.flares.flatMap((flare) => flare.series.map((point) => point.year)))].sort();
  const maxM3 = Math.max(0, ...data.flares.flatMap((flare) => flare.series.map((point) => point.flaredM3)));
  const scale = format.volumeScale(maxM3);
  return (
    <Section id="flares-heading" title={t('projects.details.flares')}>
      {data.project.gatheringRadiusKm !== null && (
        // A project drafted from a cluster (decision 040) keeps the radius its flares were pooled within.
        <Text size="sm" c="dark.4" mb="xs" data-testid="gathering-radius">
          {t('projects.details.gatheringRadius', { km: format.decimal(data.project.gatheringRadiusKm, 1) })}
        </Text>
      )}
      <CaptionedTable caption={t('projects.details.flares')} isCaptionHidden>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('projects.details.flare')}</Table.Th>
            <Table.Th scope="col">{t('projects.details.company')}</Table.Th>
            <Table.Th scope="col">{t('projects.details.latest')}</Table.Th>
            <Table.Th scope="col" className={classes.numeric}>
              {t('projects.details.latestDaily')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.flares.map((flare) => (
            <Table.Tr key={`${flare.company.slug}/${flare.name}`}>
              <Table.Th scope="row">
                <Anchor
                  component={Link}
                  to={paths.flaring.flare(flare.country.slug, flare.company.slug, flare.name)}
                >
                  {flare.name}
                </Anchor>
              </Table.Th>
              <Table.Td>{flare.company.name}</Table.Td>
              <Table.Td>{flare.latestYear ?? '—'}</Table.Td>
              <Table.Td className={classes.numeric}>
                {flare.latestM3PerDay === null ? '—' : format.dailyVolume(flare.latestM3PerDay).text}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </CaptionedTable>
      {years.length > 0 && (
        <LineChart
          title={t('projects.details.seriesTitle')}
          unit={t('projects.details.seriesUnit', { unit: scale.unit })}
          xHeading={t('projects.financials.year')}
          xLabels={years.map(String)}
          series={data.flares.slice(0, FLARE_COLORS.length).map((flare, index) => ({
            key: flare.name,
            label: flare.name,
            color: FLARE_COLORS[index] ?? '#1f2937',
            values: years.map((year) => {
              const point = flare.series.find((candidate) => candidate.year === year);
              return point ? point.flaredM3 * scale.factor : null;
            }),
          }))}
          formatValue={format.significant}
          note={t('projects.details.source')}
        />
      )}
    </Section>
  );
};

const CompositionSection = ({ project }: { project: ProjectResponse['project'] }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const note = project.isEnteredComposition
    ? t('projects.details.compositionEntered')
    : project.isDefaultComposition
      ? t('projects.details.compositionDefault')
      : t('projects.details.compositionMeasured');
  const lhv = lowerHeatingValueMjPerM3(project.composition);
  return (
    <Section id="composition-heading" title={t('projects.details.composition')}>
      <Text size="sm" c="dark.4" mb="xs">
        {note} {t('projects.details.lhv')}: {format.heatingValue(lhv).text}
      </Text>
      <CaptionedTable caption={t('explorer.composition.tableCaption')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('projects.details.component')}</Table.Th>
            <Table.Th scope="col" className={classes.numeric}>
              {t('projects.details.moleFraction')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {GAS_COMPONENTS.filter((key) => project.composition[key] > 0).map((key) => (
            <Table.Tr key={key}>
              <Table.Th scope="row">{t(`explorer.components.${key}`)}</Table.Th>
              <Table.Td className={classes.numeric}>
                {format.percent(project.composition[key] * 100, 2)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </CaptionedTable>
    </Section>
  );
};

/** What the linked flares' own series says of the decline: the fitted rate and its years, or too few years. */
const DeclineNote = ({ data }: { data: ProjectResponse }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const fit = projectDeclineFit(data);
  const values = fit && {
    from: fit.fromYear,
    to: fit.toYear,
    years: fit.years,
    rate: format.percent(Math.abs(fit.fittedRate) * 100, 1),
  };
  return (
    <Text size="xs" c="dark.4" data-testid="decline-note">
      {values
        ? t(fit.fittedRate < 0 ? 'projects.details.declineGrowing' : 'projects.details.declineFitted', values)
        : t('projects.details.declineUnknown')}
    </Text>
  );
};

/** /project/{project}/project-details: the technical case. */
export const ProjectDetailsScreen = () => {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  return (
    <ProjectPage tab="details">
      {(data) => {
        const { project } = data;
        return (
          <>
            <FlaresSection data={data} />
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <CompositionSection project={project} />
              <Section id="plant-heading" title={t('projects.details.technology')}>
                <dl>
                  {[
                    [t('projects.details.technology'), localized(project.technology.name, i18n.language)],
                    [t('projects.details.capacity'), format.power(project.model.capacityMw).text],
                    [
                      t('projects.details.capacityFactor'),
                      format.percent(project.model.capacityFactor * 100, 1),
                    ],
                    [
                      t('projects.details.efficiency'),
                      format.percent(project.model.electricalEfficiency * 100, 1),
                    ],
                    [t('projects.info.gas'), format.dailyVolume(project.gasAvailableM3PerDay).text],
                    [
                      t('projects.info.gasUsed'),
                      data.results
                        ? format.dailyVolume(data.results.gasM3PerDay).text
                        : t('projects.modelUnavailable.figure'),
                    ],
                    [
                      t('projects.details.decline'),
                      t('projects.details.declinePerYear', {
                        rate: format.percent(modelValue(project.model, 'gasDeclineRate') * 100, 1),
                      }),
                    ],
                  ].map(([label, value]) => (
                    <div key={label}>
                      <Text component="dt" size="sm" c="dark.4">
                        {label}
                      </Text>
                      <Text component="dd" fw={600} ml={0} mb="xs">
                        {value}
                      </Text>
                    </div>
                  ))}
                </dl>
                <DeclineNote data={data} />
              </Section>
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <Section id="milestones-heading" title={t('projects.details.milestones')}>
                {project.milestones.length === 0 ? (
                  <Text c="dark.4">{t('projects.details.noMilestones')}</Text>
                ) : (
                  <List spacing="xs">
                    {project.milestones.map((milestone) => (
                      <List.Item key={`${milestone.date}-${milestone.labelEn}`}>
                        <Text span fw={600}>
                          {format.date(milestone.date)}
                        </Text>{' '}
                        — {i18n.language === 'es' ? milestone.labelEs : milestone.labelEn} (
                        {milestone.isDone ? t('projects.details.done') : t('projects.details.planned')})
                      </List.Item>
                    ))}
                  </List>
                )}
              </Section>
              <Section id="history-heading" title={t('projects.details.stageHistory')}>
                <List spacing="xs">
                  {project.stageHistory.map((change) => (
                    <List.Item key={`${change.stage}-${change.changedAt}`}>
                      {t(`projects.stages.${change.stage}`)} — {format.date(change.changedAt)}
                    </List.Item>
                  ))}
                </List>
              </Section>
            </SimpleGrid>
          </>
        );
      }}
    </ProjectPage>
  );
};
