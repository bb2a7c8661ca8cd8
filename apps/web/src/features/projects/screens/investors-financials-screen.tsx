import type { ProjectResponse } from '@flarescope/shared';
import { Paper, Progress, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyFigures } from '../../../components/ui/key-figures';
import { Section } from '../../../components/ui/section';
import { useFormat } from '../../../lib/format';
import { ModelUnavailable } from '../components/model-unavailable';
import classes from '../components/projects.module.css';
import { ProjectPage } from '../components/project-page';
import { useProjectText } from '../components/use-project-text';

type InvestorsContentProps = {
  data: ProjectResponse;
  /** The commitments, pipeline and confidentiality terms, composed in by the route (features/investors). */
  children?: ReactNode;
};

/** The funding structure and the returns, from the model; its note instead when it has no figures. */
const InvestorsContent = ({ data, children }: InvestorsContentProps) =>
  data.results === null ? (
    <>
      <ModelUnavailable data={data} />
      {children}
    </>
  ) : (
    <StructureAndReturns project={data.project} results={data.results}>
      {children}
    </StructureAndReturns>
  );

const StructureAndReturns = ({
  project,
  results,
  children,
}: {
  project: ProjectResponse['project'];
  results: NonNullable<ProjectResponse['results']>;
  children?: ReactNode;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const text = useProjectText();
  const capex = project.model.capexUsd;
  const debtShare = capex > 0 ? results.debtUsd / capex : 0;
  return (
    <>
      <Section id="structure-heading" title={t('projects.investors.structure')}>
        <Paper withBorder radius="md" p="md">
          <Progress.Root size={24} aria-hidden>
            <Progress.Section value={debtShare * 100} color="dark.5">
              <Progress.Label className={classes.barLabel}>{t('projects.investors.debt')}</Progress.Label>
            </Progress.Section>
            <Progress.Section value={(1 - debtShare) * 100} color="orange.7">
              <Progress.Label className={classes.barLabel}>{t('projects.investors.equity')}</Progress.Label>
            </Progress.Section>
          </Progress.Root>
          <SimpleGrid cols={{ base: 1, sm: 3 }} mt="md">
            <div>
              <Text size="sm" c="dark.4">
                {t('projects.investors.debt')} ({format.percent(debtShare * 100, 0)})
              </Text>
              <Text fw={700}>{format.usd(results.debtUsd)}</Text>
              <Text size="xs" c="dark.4">
                {t('projects.investors.debtTerms', {
                  rate: format.percent(project.model.debtRate * 100, 1),
                  years: project.model.debtTenorYears,
                })}
              </Text>
            </div>
            <div>
              <Text size="sm" c="dark.4">
                {t('projects.investors.equity')} ({format.percent((1 - debtShare) * 100, 0)})
              </Text>
              <Text fw={700}>{format.usd(results.equityUsd)}</Text>
            </div>
            <div>
              <Text size="sm" c="dark.4">
                {t('projects.investors.capex')}
              </Text>
              <Text fw={700}>{format.usd(capex)}</Text>
            </div>
          </SimpleGrid>
        </Paper>
      </Section>
      <Section id="returns-heading" title={t('projects.investors.returns')}>
        <KeyFigures
          label={t('projects.investors.returns')}
          figures={[
            {
              key: 'equityIrr',
              label: t('projects.investors.equityIrr'),
              value: text.equityIrr(results),
              note: text.equityIrrNote(results),
            },
            {
              key: 'projectIrr',
              label: t('projects.investors.projectIrr'),
              value: text.irr(results.irr, results.irrRoots),
              note: text.irrNote(results.irr, results.irrRoots),
            },
            {
              key: 'debtRate',
              label: t('projects.investors.debtRate'),
              value: format.percent(project.model.debtRate * 100, 1),
            },
            {
              key: 'minDscr',
              label: t('projects.investors.minDscr'),
              value: text.dscr(results.minDscr),
              note: t('projects.investors.minDscrNote'),
            },
          ]}
        />
      </Section>
      {children}
    </>
  );
};

type InvestorsFinancialsScreenProps = {
  /** What follows the structure and returns for a project (the investors' part). */
  renderInvestors?: (data: ProjectResponse) => ReactNode;
};

/** /project/{project}/investors-financials: the funding structure and the returns each instrument expects. */
export const InvestorsFinancialsScreen = ({ renderInvestors }: InvestorsFinancialsScreenProps) => (
  <ProjectPage tab="investors">
    {(data) => <InvestorsContent data={data}>{renderInvestors?.(data)}</InvestorsContent>}
  </ProjectPage>
);
