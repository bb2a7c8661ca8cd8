import { errorMessageValues, type ImportJob } from '@flarescope/shared';
import { Alert, Button, Paper, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { importJobsKey, useImportJob } from '../api/get-import-jobs';
import { NightfireReport, SiteMatchingReport } from './import-summary';
import { RowErrorReport } from './row-error-report';
import classes from './admin.module.css';
import { useAdminFormat } from './use-admin-format';

const Counts = ({ job }: { job: ImportJob }) => {
  const { t } = useTranslation();
  const format = useAdminFormat();
  if (!job.counts) return null;
  // Rows an import of a whole publication replaced: a column only when there are some.
  const hasDeleted = Object.values(job.counts).some((counts) => (counts.deleted ?? 0) > 0);
  const caption = t(job.preview ? 'admin.imports.countsPreviewCaption' : 'admin.imports.countsCaption');
  return (
    // Scrolls on its own on a phone, as the other tables of the console do.
    <div className={classes.tableWrap} role="group" tabIndex={0} aria-label={caption}>
      <Table captionSide="top" fz="sm" maw={640} data-testid="import-counts">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('admin.imports.table')}</Table.Th>
            <Table.Th scope="col">{t('admin.imports.inserted')}</Table.Th>
            <Table.Th scope="col">{t('admin.imports.updated')}</Table.Th>
            <Table.Th scope="col">{t('admin.imports.unchanged')}</Table.Th>
            {hasDeleted && <Table.Th scope="col">{t('admin.imports.deleted')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {Object.entries(job.counts).map(([table, counts]) => (
            <Table.Tr key={table}>
              <Table.Th scope="row">{t(`imports.tables.${table}`, { defaultValue: table })}</Table.Th>
              <Table.Td>{format.number(counts.inserted)}</Table.Td>
              <Table.Td>{format.number(counts.updated)}</Table.Td>
              <Table.Td>{format.number(counts.unchanged)}</Table.Td>
              {hasDeleted && <Table.Td>{format.number(counts.deleted ?? 0)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
};

type ImportJobPanelProps = {
  jobId: string;
  /** For a preview: imports the file it previewed (the panel offers it once the preview has succeeded). */
  onImport?: (() => void) | undefined;
  /** The import of the previewed file is being sent. */
  isImporting?: boolean;
};

/**
 * The job just uploaded: queued behind others (said so), then a live progress bar from its phase and
 * progress (polled), then what changed (for a preview: what would change, nothing having changed, and
 * a button to import the file), with what matching a per-flare file found, or why nothing was imported
 * with every refused row.
 */
export const ImportJobPanel = ({ jobId, onImport, isImporting = false }: ImportJobPanelProps) => {
  const { t, i18n } = useTranslation();
  const format = useAdminFormat();
  const queryClient = useQueryClient();
  const query = useImportJob(jobId);
  const job = query.data;
  const isFinished = job?.status === 'succeeded' || job?.status === 'failed';
  useEffect(() => {
    // The history shows the outcome as soon as the job has one.
    if (isFinished) void queryClient.invalidateQueries({ queryKey: [...importJobsKey, 'list'] });
  }, [isFinished, queryClient]);
  if (!job) return null;
  const percent = Math.round(job.progress * 100);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="import-job" data-status={job.status}>
      <Title order={2} size="h3" id="import-job" mb="sm">
        {t(job.preview ? 'admin.imports.previewJob' : 'admin.imports.job')}: {job.fileName}
      </Title>
      <Stack gap="sm">
        {job.status === 'queued' && job.jobsAhead > 0 && (
          <Alert color="blue" variant="light" role="status">
            {t('admin.imports.queued', { count: job.jobsAhead })}
          </Alert>
        )}
        {!isFinished && (
          <div>
            <Text size="sm" mb={4} aria-live="polite">
              {t(`imports.phases.${job.phase}`)}
              {job.totalRows !== null
                ? ` · ${t('admin.imports.rowsOf', { processed: format.number(job.processedRows), total: format.number(job.totalRows) })}`
                : job.processedRows > 0
                  ? ` · ${t('admin.imports.rowsDone', { processed: format.number(job.processedRows) })}`
                  : ''}
            </Text>
            <Progress.Root size="lg">
              <Progress.Section value={percent} animated aria-label={t('admin.imports.progress')} />
            </Progress.Root>
          </div>
        )}
        {job.status === 'succeeded' && (
          <>
            {job.preview ? (
              <Alert color="blue" variant="light" role="status">
                {t('admin.imports.previewed', { file: job.fileName })}
              </Alert>
            ) : (
              <Alert color="green" variant="light" role="status">
                {t('admin.imports.succeeded', { file: job.fileName })}
              </Alert>
            )}
            <Counts job={job} />
            {job.summary?.siteMatching && <SiteMatchingReport matching={job.summary.siteMatching} />}
            {job.summary?.nightfire && <NightfireReport summary={job.summary.nightfire} />}
            {job.preview && onImport && (
              <div>
                <Button color="orange.9" onClick={onImport} loading={isImporting}>
                  {t('admin.imports.importPreviewed')}
                </Button>
              </div>
            )}
          </>
        )}
        {job.status === 'failed' && (
          <>
            <Alert color="red" variant="light" role="alert">
              <Text fw={600} size="sm">
                {t('admin.imports.failed', { file: job.fileName })}
              </Text>
              <Text size="sm">
                {t(`errors.${job.error?.code ?? 'internal'}`, {
                  ...errorMessageValues(job.error?.details, i18n.language),
                  defaultValue: job.error?.message,
                })}
              </Text>
            </Alert>
            <RowErrorReport job={job} />
          </>
        )}
      </Stack>
    </Paper>
  );
};
