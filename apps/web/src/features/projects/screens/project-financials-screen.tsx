import {
  constructionSharesOf,
  projectsContract,
  PROJECT_INPUT_FALLBACKS,
  sensitivity,
  yearLabelOf,
  type ProjectResponse,
  type ProjectResults,
} from '@flarescope/shared';
import { Alert, Anchor, Button, Group, SimpleGrid, Table, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LineChart } from '../../../components/charts/line-chart';
import { Section } from '../../../components/ui/section';
import { CaptionedTable } from '../../../components/ui/table-scroll';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { localeOf } from '../../../lib/i18n';
import { errorKeyOf } from '../../../lib/form-errors';
import { useFormat, type Format } from '../../../lib/format';
import { saveFile } from '../../../lib/save-file';
import { MODEL_FIELDS, modelValue, type ModelField } from '../components/model-fields';
import { ModelUnavailable } from '../components/model-unavailable';
import { ProjectPage } from '../components/project-page';
import classes from '../components/projects.module.css';
import { ScenariosSection } from '../components/scenarios-section';
import { SupplyCasesSection } from '../components/supply-cases';
import { TornadoChart } from '../components/tornado-chart';
import { useProjectText } from '../components/use-project-text';

const CASH_COLUMNS = [
  'capexUsd',
  'debtDrawnUsd',
  'idcUsd',
  'energyMwh',
  'gasM3',
  'revenueUsd',
  'carbonRevenueUsd',
  'fuelUsd',
  'omUsd',
  'overhaulUsd',
  'ebitdaUsd',
  'debtServiceUsd',
  'cfadsUsd',
  'workingCapitalUsd',
  'salvageUsd',
  'dsraUsd',
  'taxUsd',
  'projectCashFlowUsd',
  'equityCashFlowUsd',
  'dscr',
] as const;

export const showInput = (format: Format, field: ModelField, value: number): string => {
  switch (field.kind) {
    case 'percent':
      return format.percent(value * 100, 2);
    case 'usd':
      return format.usdFull(value);
    default:
      return format.decimal(value, 2);
  }
};

const Downloads = ({ slug }: { slug: string }) => {
  const { t, i18n } = useTranslation();
  const [message, setMessage] = useState<string | null>(null);
  const download = async (format: 'csv' | 'xlsx') => {
    setMessage(null);
    try {
      const file = await api.downloadRoute(projectsContract.getCashFlows, {
        params: { project: slug },
        query: { format, lang: localeOf(i18n.language) },
      });
      saveFile(file.blob, file.filename ?? `${slug}-cash-flows.${format}`);
    } catch (error) {
      setMessage(t(errorKeyOf(error)));
    }
  };
  return (
    <Group gap="xs">
      <Text size="sm" fw={600}>
        {t('projects.financials.download')}:
      </Text>
      <Button size="compact-sm" variant="light" onClick={() => void download('csv')}>
        {t('projects.financials.csv')}
      </Button>
      <Button size="compact-sm" variant="light" onClick={() => void download('xlsx')}>
        {t('projects.financials.xlsx')}
      </Button>
      {message && (
        <Alert color="red" variant="light" role="alert" p="xs">
          {message}
        </Alert>
      )}
    </Group>
  );
};

/** Every input as saved (a project whose figures are unavailable shows them too, to be corrected). */
const InputsSection = ({ project }: { project: ProjectResponse['project'] }) => {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Section id="inputs-heading" title={t('projects.financials.inputs')}>
      <Text size="xs" c="dark.4" mb="xs">
        {t('projects.financials.inputsNote')}
      </Text>
      <CaptionedTable caption={t('projects.financials.inputs')} isCaptionHidden>
        <Table.Tbody>
          {MODEL_FIELDS.map((field) => (
            <Table.Tr key={field.key}>
              <Table.Th scope="row">{t(`projects.inputs.${field.key}`)}</Table.Th>
              <Table.Td className={classes.numeric}>
                {showInput(format, field, modelValue(project.model, field.key))}
              </Table.Td>
            </Table.Tr>
          ))}
          {constructionSharesOf(project.model).length > 0 && (
            <Table.Tr>
              <Table.Th scope="row">{t('projects.inputs.constructionCapexShares')}</Table.Th>
              <Table.Td className={classes.numeric}>
                {constructionSharesOf(project.model)
                  .map((share, index) => `C${index + 1}: ${format.percent(share * 100, 2)}`)
                  .join(' · ')}
              </Table.Td>
            </Table.Tr>
          )}
          <Table.Tr>
            <Table.Th scope="row">{t('projects.inputs.debtSizing')}</Table.Th>
            <Table.Td>
              {t(`projects.debtSizings.${project.model.debtSizing ?? PROJECT_INPUT_FALLBACKS.debtSizing}`)}
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{t('projects.inputs.canStopEarly')}</Table.Th>
            <Table.Td>{project.model.canStopEarly ? t('projects.yes') : t('projects.no')}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{t('projects.inputs.carbonMethodology')}</Table.Th>
            <Table.Td>
              {t(
                `projects.carbonMethodologies.${project.model.carbonMethodology ?? PROJECT_INPUT_FALLBACKS.carbonMethodology}`,
              )}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </CaptionedTable>
    </Section>
  );
};

/**
 * What the figures alone do not say: several IRRs, a payback recovered and lost, an equity IRR that
 * means nothing, what the LLCR counts, a plant that stops early.
 */
const ResultNotes = ({
  project,
  results,
}: {
  project: ProjectResponse['project'];
  results: ProjectResults;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const text = useProjectText();
  // The LLCR leaves the reserve out (decision 030): say so, and what it is with the reserve counted.
  const hasLlcr = results.llcr !== null && results.llcrWithReserve !== null;
  const hasReserve = hasLlcr && (results.llcrWithReserve ?? 0) > (results.llcr ?? 0);
  const notes = [
    text.irrNote(results.irr, results.irrRoots),
    results.paybackLostLater ? t('projects.paybackLostExplained') : undefined,
    results.equityIrrNotMeaningful ? t('projects.equityIrrNotMeaningfulExplained') : undefined,
    hasReserve
      ? t('projects.info.llcrWithReserveNote', {
          reserve: format.usdFull(-(results.yearly.find((row) => row.year === 0)?.dsraUsd ?? 0)),
          llcr: text.dscr(results.llcrWithReserve),
        })
      : hasLlcr
        ? t('projects.info.llcrNote')
        : undefined,
    results.operatingYears === 0
      ? t('projects.info.neverRuns')
      : results.operatingYears < project.model.lifetimeYears
        ? t('projects.info.stoppedEarly', {
            year: results.operatingYears,
            lifetime: project.model.lifetimeYears,
          })
        : undefined,
  ].filter((note): note is string => note !== undefined);
  return notes.map((note) => (
    <Text key={note} size="xs" c="dark.4" mt="xs" data-testid="result-note">
      {note}
    </Text>
  ));
};

const ResultsContent = ({
  project,
  results,
}: {
  project: ProjectResponse['project'];
  results: ProjectResults;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const text = useProjectText();
  // The API gives results only for inputs within the model's bounds, where sensitivity never throws.
  const tornado = useMemo(() => sensitivity(project.model), [project.model]);
  const years = results.yearly.map(yearLabelOf);
  const isBuilt = results.constructionYears > 0;
  const cumulativeValues = results.yearly.reduce<number[]>(
    (sums, year) => [...sums, (sums.at(-1) ?? 0) + year.projectCashFlowUsd / 1e6],
    [],
  );
  const cell = (column: (typeof CASH_COLUMNS)[number], value: number | null) =>
    column === 'dscr'
      ? text.dscr(value)
      : column === 'energyMwh' || column === 'gasM3'
        ? format.integer(value ?? 0)
        : format.usdFull(value ?? 0);
  return (
    <>
      <Group justify="space-between" wrap="wrap">
        <Downloads slug={project.slug} />
        <Anchor component={Link} to={paths.methodology} size="sm">
          {t('projects.financials.methodology')}
        </Anchor>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <InputsSection project={project} />
        <Section id="results-heading" title={t('projects.financials.results')}>
          <CaptionedTable caption={t('projects.financials.results')} isCaptionHidden>
            <Table.Tbody>
              {[
                [
                  t(isBuilt ? 'projects.info.npvAtConstruction' : 'projects.info.npv', {
                    rate: format.percent(project.model.discountRate * 100, 1),
                  }),
                  format.usdFull(results.npv),
                ],
                [t('projects.info.irr'), text.irr(results.irr, results.irrRoots)],
                [t('projects.info.equityIrr'), text.equityIrr(results)],
                [t('projects.info.mirr'), text.mirr(results.mirr)],
                [t('projects.info.equityMirr'), text.equityMirr(results)],
                [t('projects.info.lcoe'), text.lcoe(results.lcoeUsdPerMwh)],
                [
                  t(isBuilt ? 'projects.info.paybackFromOperation' : 'projects.info.payback'),
                  text.payback(results.paybackYears, results.paybackLostLater),
                ],
                [t('projects.info.loan'), format.usdFull(results.debtUsd)],
                ...(isBuilt ? [[t('projects.info.idc'), format.usdFull(results.idcUsd)]] : []),
                [t('projects.investors.minDscr'), text.dscr(results.minDscr)],
                [t('projects.info.averageDscr'), text.dscr(results.averageDscr)],
                [t('projects.info.llcr'), text.dscr(results.llcr)],
                [t('projects.info.energy'), `${format.integer(results.energyMwhPerYear)} MWh`],
                [t('projects.info.gasUsed'), format.dailyVolume(results.gasM3PerDay).text],
                [
                  t('projects.info.gasPriceLhv'),
                  `${format.decimal(results.gasPriceLhvUsdPerMmbtu, 2)} USD/MMBtu`,
                ],
                [t('projects.info.avoidedTotal'), format.mass(results.avoidedCo2eTonnesTotal).text],
              ].map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th scope="row">{label}</Table.Th>
                  <Table.Td className={classes.numeric}>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </CaptionedTable>
          <ResultNotes project={project} results={results} />
        </Section>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <LineChart
          variant="bar"
          title={t('projects.financials.chartCash')}
          unit={t('projects.financials.chartUnit')}
          xHeading={t('projects.financials.year')}
          xLabels={years}
          series={[
            {
              key: 'cash',
              label: t('projects.financials.columns.projectCashFlowUsd'),
              color: '#c2410c',
              values: results.yearly.map((year) => year.projectCashFlowUsd / 1e6),
            },
          ]}
          formatValue={format.significant}
        />
        <LineChart
          title={t('projects.financials.chartCumulative')}
          unit={t('projects.financials.chartUnit')}
          xHeading={t('projects.financials.year')}
          xLabels={years}
          series={[
            {
              key: 'cumulative',
              label: t('projects.financials.chartCumulative'),
              color: '#1f2937',
              values: cumulativeValues,
            },
          ]}
          formatValue={format.significant}
        />
      </SimpleGrid>
      <TornadoChart result={tornado} />
      <ScenariosSection slug={project.slug} />
      <Section id="cash-flows-heading" title={t('projects.financials.cashFlows')}>
        <Text size="xs" c="dark.4" mb="xs" data-testid="cash-flows-note">
          {results.constructionYears === 1
            ? t('projects.financials.cashFlowsNoteConstructionOne')
            : isBuilt
              ? t('projects.financials.cashFlowsNoteConstruction', { years: results.constructionYears })
              : t('projects.financials.cashFlowsNote')}
        </Text>
        <CaptionedTable caption={t('projects.financials.cashFlows')} isCaptionHidden>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('projects.financials.year')}</Table.Th>
              {CASH_COLUMNS.map((column) => (
                <Table.Th key={column} scope="col" className={classes.numeric}>
                  {t(`projects.financials.columns.${column}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {results.yearly.map((year) => (
              <Table.Tr key={year.year}>
                <Table.Th scope="row">{yearLabelOf(year)}</Table.Th>
                {CASH_COLUMNS.map((column) => (
                  <Table.Td key={column} className={classes.numeric}>
                    {cell(column, year[column])}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </CaptionedTable>
      </Section>
    </>
  );
};

/** The whole page, or the inputs and why there are no figures. */
const FinancialsContent = ({ data }: { data: ProjectResponse }) =>
  data.results === null ? (
    <>
      <ModelUnavailable data={data} />
      <InputsSection project={data.project} />
    </>
  ) : (
    <>
      <ResultsContent project={data.project} results={data.results} />
      <SupplyCasesSection data={data} />
    </>
  );

/** /project/{project}/project-financials: every input, the yearly cash flows, charts and sensitivity. */
export const ProjectFinancialsScreen = () => (
  <ProjectPage tab="financials">{(data) => <FinancialsContent data={data} />}</ProjectPage>
);
