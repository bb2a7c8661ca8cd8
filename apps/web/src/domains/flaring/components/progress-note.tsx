import type { FlaringSource, FlaringSummary } from '@flarescope/shared';
import { MIN_OPERATOR_PROGRESS_YEARS, ZERO_ROUTINE_FLARING_YEAR } from '@flarescope/shared';
import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { sourceName } from './sources-list';
import { useFormat } from '../../../lib/format';

type ProgressNoteProps = {
  progress: NonNullable<FlaringSummary['progressTo2030']>;
  subject: string;
  sources: readonly FlaringSource[];
};

/** Progress toward zero routine flaring by 2030: change since the baseline, the on-track line, the trend. */
export const ProgressNote = ({ progress, subject, sources }: ProgressNoteProps) => {
  const { t } = useTranslation();
  const format = useFormat();
  const change = progress.percentReduced;
  const verdict = progress.isOnTrack === null ? 'unknown' : progress.isOnTrack ? 'onTrack' : 'offTrack';
  // The satellite catalogue is filtered on each site's latest year: a trend across it says so.
  const isSatellite = sources.find((source) => source.id === progress.sourceId)?.kind === 'satellite';
  return (
    <Alert
      role="note"
      variant="light"
      color={progress.isOnTrack ? 'gray' : 'orange'}
      title={t('explorer.progress.title', { year: ZERO_ROUTINE_FLARING_YEAR })}
    >
      <Text size="sm">
        {change === null
          ? t('explorer.progress.noBaseline', { subject })
          : t(change >= 0 ? 'explorer.progress.reduced' : 'explorer.progress.increased', {
              subject,
              percent: format.percent(Math.abs(change)),
              from: progress.baselineYear,
              to: progress.latestYear,
              baseline: format.volume(progress.baselineVolume).text,
              latest: format.volume(progress.latestVolume).text,
            })}{' '}
        {t('explorer.progress.source', { source: sourceName(t, sources, progress.sourceId) })}
      </Text>
      <Text size="sm" mt={4}>
        {t(`explorer.progress.${verdict}`, {
          expected: format.volume(progress.expectedVolumeOnTrack).text,
          year: progress.latestYear,
        })}{' '}
        {progress.projectedZeroYear !== null
          ? t('explorer.progress.projected', { year: progress.projectedZeroYear })
          : t('explorer.progress.noTrend')}
      </Text>
      {isSatellite && (
        <Text size="sm" mt={4}>
          {t('explorer.progress.catalogueBias')}
        </Text>
      )}
    </Alert>
  );
};

type TooFewYearsNoteProps = { subject: string; years: number };

/** Why an operator has no progress to 2030: fewer years of attributed data than the method needs. */
export const TooFewYearsNote = ({ subject, years }: TooFewYearsNoteProps) => {
  const { t } = useTranslation();
  return (
    <Alert
      role="note"
      variant="light"
      color="gray"
      title={t('explorer.progress.title', { year: ZERO_ROUTINE_FLARING_YEAR })}
    >
      <Text size="sm">
        {t('explorer.progress.tooFewYears', {
          subject,
          count: years,
          year: ZERO_ROUTINE_FLARING_YEAR,
          min: MIN_OPERATOR_PROGRESS_YEARS,
        })}
      </Text>
    </Alert>
  );
};
