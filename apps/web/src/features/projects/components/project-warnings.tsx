import type { ProjectResponse, ProjectWarning } from '@flarescope/shared';
import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';

/**
 * What every reader of a project should know before its figures (issue 26), said with the numbers and
 * never a block: the gas cannot feed the capacity, the cash does not cover the debt service in some
 * year, the plant runs more of the year than its flares burn. On every project page.
 */
export const ProjectWarnings = ({ warnings }: { warnings: ProjectResponse['warnings'] }) => {
  const { t } = useTranslation();
  const format = useFormat();
  if (warnings.length === 0) return null;
  const textOf = (warning: ProjectWarning): string => {
    switch (warning.code) {
      case 'gas_short':
        return t('projects.info.gasShort', {
          needed: format.dailyVolume(warning.gasNeededM3PerDay).text,
          available: format.dailyVolume(warning.gasAvailableM3PerDay).text,
        });
      case 'dscr_below_one':
        return t('projects.info.dscrBelowOne', {
          dscr: format.decimal(warning.minDscr, 2),
          year: warning.year,
        });
      case 'capacity_factor_unsupported':
        return t('projects.info.capacityFactorUnsupported', {
          factor: format.percent(warning.capacityFactor * 100, 0),
          frequency: format.percent(warning.detectionFrequency * 100, 0),
        });
    }
  };
  return (
    <Stack gap="xs" data-testid="project-warnings">
      {warnings.map((warning) => (
        <Alert key={warning.code} color="orange" variant="light" role="status" data-warning={warning.code}>
          {textOf(warning)}
        </Alert>
      ))}
    </Stack>
  );
};
