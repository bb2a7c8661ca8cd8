import type { ProjectResponse } from '@flarescope/shared';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';

/** A capacity the linked flares' gas cannot feed: said with the numbers, never a block. */
export const GasWarning = ({ warnings }: { warnings: ProjectResponse['warnings'] }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const [warning] = warnings;
  if (!warning) return null;
  return (
    <Alert color="orange" variant="light" role="status">
      {t('projects.info.gasShort', {
        needed: format.dailyVolume(warning.gasNeededM3PerDay).text,
        available: format.dailyVolume(warning.gasAvailableM3PerDay).text,
      })}
    </Alert>
  );
};
