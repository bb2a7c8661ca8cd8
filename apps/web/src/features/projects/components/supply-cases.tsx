import {
  evaluateSupplyCases,
  projectSupplyOutlook,
  type ProjectModelInputs,
  type ProjectResponse,
} from '@flarescope/shared';
import { Paper, Stack, Table, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../components/ui/section';
import { TableScroll } from '../../../components/ui/table-scroll';
import { useFormat } from '../../../lib/format';
import type { SupplySource } from './project-form-state';
import { useProjectText } from './use-project-text';

/**
 * The lenders' case and the sponsors' case side by side (issue 33, item 7; decision 032), run live by the
 * shared model on the project's inputs: lenders on P90 gas × the chance its flares still burn, the loan
 * sized to the target DSCR; sponsors on P50 gas with that loan. From the linked flares' yearly record;
 * "not enough years" below 3, and nothing without linked flares.
 */
export const SupplyCases = ({ source, inputs }: { source: SupplySource; inputs: ProjectModelInputs }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const text = useProjectText();
  const data = source;
  const outlook = useMemo(() => projectSupplyOutlook(data.flares, inputs), [data.flares, inputs]);
  const cases = useMemo(
    () => (outlook.status === 'ok' ? evaluateSupplyCases(inputs, outlook, data.survival) : null),
    [outlook, inputs, data.survival],
  );
  if (data.flares.length === 0) return <Text size="sm">{t('projects.cases.noFlares')}</Text>;
  if (outlook.status !== 'ok')
    return (
      <Text size="sm" fw={600} data-testid="cases-not-enough">
        {t('projects.cases.notEnoughYears', { years: outlook.years })}
      </Text>
    );
  if (!cases) return <Text size="sm">{t('projects.cases.unavailable')}</Text>;
  const { lenders, sponsors } = cases;
  const rows: Array<[string, string, string]> = [
    [
      t('projects.cases.gasYear1'),
      format.dailyVolume(cases.lendersGasM3PerDay[0] ?? 0).text,
      format.dailyVolume(outlook.p50M3PerDay[0] ?? 0).text,
    ],
    [
      t('projects.cases.loan'),
      format.usdFull(lenders.result.debtUsd),
      format.usdFull(sponsors.result.debtUsd),
    ],
    [t('projects.cases.minDscr'), text.dscr(lenders.result.minDscr), text.dscr(sponsors.result.minDscr)],
    [t('projects.cases.llcr'), text.dscr(lenders.result.llcr), text.dscr(sponsors.result.llcr)],
    [t('projects.cases.irr'), text.irr(lenders.result.irr), text.irr(sponsors.result.irr)],
    [t('projects.cases.equityIrr'), text.irr(lenders.result.equityIrr), text.irr(sponsors.result.equityIrr)],
    [t('projects.cases.npv'), format.usdFull(lenders.result.npv), format.usdFull(sponsors.result.npv)],
  ];
  return (
    <Stack gap="sm">
      <Text size="sm" data-testid="cases-basis">
        {t('projects.cases.basis', {
          from: outlook.fromYear,
          to: outlook.toYear,
          years: outlook.years,
          first: outlook.firstYear,
          uptime: outlook.uptime === null ? '—' : format.percent(outlook.uptime * 100, 0),
        })}
      </Text>
      <TableScroll label={t('projects.cases.caption')}>
        <Table captionSide="top" fz="sm" striped data-testid="cases-table">
          <Table.Caption>{t('projects.cases.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('projects.cases.figure')}</Table.Th>
              <Table.Th scope="col">{t('projects.cases.lenders')}</Table.Th>
              <Table.Th scope="col">{t('projects.cases.sponsors')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(([label, lendersCell, sponsorsCell]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row">{label}</Table.Th>
                <Table.Td>{lendersCell}</Table.Td>
                <Table.Td>{sponsorsCell}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
      <Text size="sm" data-testid="cases-separates">
        {t('projects.cases.separates', {
          p90: format.dailyVolume(outlook.p90M3PerDay[0] ?? 0).text,
          survival: format.percent((cases.survival[0] ?? 1) * 100, 0),
          p50: format.dailyVolume(outlook.p50M3PerDay[0] ?? 0).text,
          share: format.percent((lenders.result.debtUsd / inputs.capexUsd) * 100, 0),
          entered: format.percent(inputs.debtShare * 100, 0),
        })}
      </Text>
      <Text size="xs" c="dark.4">
        {data.survival === null
          ? t('projects.cases.noSurvival')
          : t('projects.cases.survivalSource', {
              scope:
                data.survival.scope === 'country'
                  ? t('projects.cases.scopeCountry')
                  : t('projects.cases.scopeWorld'),
              first: data.survival.firstYear,
              last: data.survival.lastYear,
            })}
      </Text>
    </Stack>
  );
};

/** The project page's section: the cases on the project's saved inputs. */
export const SupplyCasesSection = ({ data }: { data: ProjectResponse }) => {
  const { t } = useTranslation();
  return (
    <Section id="cases-heading" title={t('projects.cases.title')}>
      <Paper withBorder p="md" radius="md" data-testid="supply-cases">
        <SupplyCases
          source={{ flares: data.flares, survival: data.survival }}
          inputs={data.project.model as ProjectModelInputs}
        />
      </Paper>
    </Section>
  );
};

/** The project draft's panel: the cases on the inputs as typed, recomputed live. */
export const SupplyCasesPanel = ({
  source,
  inputs,
}: {
  source: SupplySource;
  inputs: ProjectModelInputs;
}) => {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" data-testid="draft-supply-cases">
      <Text fw={600} size="sm" mb="xs">
        {t('projects.cases.title')}
      </Text>
      <SupplyCases source={source} inputs={inputs} />
    </Paper>
  );
};
