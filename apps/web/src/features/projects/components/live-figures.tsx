import {
  evaluateProject,
  projectModelFieldErrors,
  type ProjectModelFieldErrors,
  type ProjectModelInputs,
  type ProjectModelResult,
} from '@flarescope/shared';
import { Alert, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { useProjectText } from './use-project-text';

export type LiveModel = {
  errors: ProjectModelFieldErrors;
  results: ProjectModelResult | null;
  /** How long the check and the model took for this change, ms (shown to tests as data-compute-ms). */
  computeMs: number;
};

/** The inputs' checks, then evaluateProject, timed (the time is a measurement, not part of the result). */
const runModel = (inputs: ProjectModelInputs): LiveModel => {
  const started = performance.now();
  const errors = projectModelFieldErrors(inputs);
  const results = Object.keys(errors).length === 0 ? evaluateProject(inputs) : null;
  return { errors, results, computeMs: performance.now() - started };
};

/** The model run on every change, in the browser. */
export const useLiveModel = (inputs: ProjectModelInputs): LiveModel =>
  useMemo(() => runModel(inputs), [inputs]);

/** NPV, IRRs, LCOE, payback, DSCR and avoided CO2e as the user types, and the gas the plant needs. */
export const LiveFigures = ({
  live,
  inputs,
  gasAvailableM3PerDay,
}: {
  live: LiveModel;
  inputs: ProjectModelInputs;
  gasAvailableM3PerDay: number | null;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const text = useProjectText();
  const { results } = live;
  /** The first year's carbon revenue, and which year that is (credits may start later). */
  const carbonFigure = (model: ProjectModelResult): [string, string, string] => {
    const first = model.yearly.find((row) => row.carbonRevenueUsd > 0);
    return first
      ? ['carbon', t('projects.info.carbonRevenue', { year: first.year }), format.usd(first.carbonRevenueUsd)]
      : ['carbon', t('projects.financials.columns.carbonRevenueUsd'), t('projects.info.carbonNone')];
  };
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby="live-heading"
      data-compute-ms={live.computeMs.toFixed(3)}
    >
      <Title order={2} size="h4" id="live-heading">
        {t('projects.form.live')}
      </Title>
      <Text size="xs" c="dark.4" mb="sm">
        {t('projects.form.liveNote')}
      </Text>
      {results === null ? (
        <Alert color="red" variant="light">
          {t('projects.form.invalid')}
        </Alert>
      ) : (
        <>
          <SimpleGrid component="dl" cols={2} spacing="xs" aria-live="polite" data-testid="live-figures">
            {[
              [
                'npv',
                t(results.constructionYears > 0 ? 'projects.info.npvAtConstruction' : 'projects.info.npv', {
                  rate: format.percent(inputs.discountRate * 100, 1),
                }),
                format.usd(results.npv),
              ],
              ['irr', t('projects.info.irr'), text.irr(results.irr, results.irrRoots)],
              ['mirr', t('projects.info.mirr'), text.mirr(results.mirr)],
              ['equityIrr', t('projects.info.equityIrr'), text.equityIrr(results)],
              ['lcoe', t('projects.info.lcoe'), text.lcoe(results.lcoeUsdPerMwh)],
              [
                'payback',
                t(
                  results.constructionYears > 0
                    ? 'projects.info.paybackFromOperation'
                    : 'projects.info.payback',
                ),
                text.payback(results.paybackYears, results.paybackLostLater),
              ],
              ['dscr', t('projects.investors.minDscr'), text.dscr(results.minDscr)],
              [
                'avoided',
                t('projects.info.avoided'),
                t('projects.perYear', { value: format.mass(results.avoidedCo2eTonnesPerYear).text }),
              ],
              ['gas', t('projects.info.gasUsed'), format.dailyVolume(results.gasM3PerDay).text],
              carbonFigure(results),
            ].map(([key, label, value]) => (
              <div key={key} data-figure={key}>
                <Text component="dt" size="xs" c="dark.4">
                  {label}
                </Text>
                <Text component="dd" fw={700} m={0}>
                  {value}
                </Text>
              </div>
            ))}
          </SimpleGrid>
          {results.minDscr !== null && results.minDscr < 1 && (
            <Alert color="orange" variant="light" mt="sm" role="status" data-testid="dscr-below-one">
              {t('projects.info.dscrBelowOne', {
                dscr: format.decimal(results.minDscr, 2),
                year: results.yearly.find((row) => row.dscr === results.minDscr)?.year ?? 0,
              })}
            </Alert>
          )}
          {results.operatingYears < inputs.lifetimeYears && (
            <Alert color="orange" variant="light" mt="sm" role="status" data-testid="stopped-early">
              {results.operatingYears === 0
                ? t('projects.info.neverRuns')
                : t('projects.info.stoppedEarly', {
                    year: results.operatingYears,
                    lifetime: inputs.lifetimeYears,
                  })}
            </Alert>
          )}
          {results.effectiveCapacityFactor < inputs.capacityFactor * 0.9999 && (
            <Alert color="orange" variant="light" mt="sm" role="status" data-testid="gas-limited">
              {t('projects.info.gasLimited', {
                effective: format.percent(results.effectiveCapacityFactor * 100, 1),
                entered: format.percent(inputs.capacityFactor * 100, 1),
              })}
            </Alert>
          )}
          {gasAvailableM3PerDay !== null && results.gasNeededM3PerDay > gasAvailableM3PerDay * 1.0001 && (
            <Alert color="orange" variant="light" mt="sm" role="status">
              {t('projects.info.gasShort', {
                needed: format.dailyVolume(results.gasNeededM3PerDay).text,
                available: format.dailyVolume(gasAvailableM3PerDay).text,
              })}
            </Alert>
          )}
        </>
      )}
    </Paper>
  );
};
