import type { ImportJob } from '@flarescope/shared';
import { Alert, Paper, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { importJobsKey, useImportJob } from '../api/get-import-jobs';
import { RowErrorReport } from './row-error-report';
import { useAdminFormat } from './use-admin-format';

const Counts = ({ job }: { job: ImportJob }) => {
  const { t } = useTranslation();
  const format = useAdminFormat();
  if (!job.counts) return null;
  return (
    <Table captionSide="top" fz="sm" maw={560} data-testid="import-counts">
      <Table.Caption>{t('admin.imports.countsCaption')}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('admin.imports.table')}</Table.Th>
          <Table.Th scope="col">{t('admin.imports.inserted')}</Table.Th>
          <Table.Th scope="col">{t('admin.imports.updated')}</Table.Th>
          <Table.Th scope="col">{t('admin.imports.unchanged')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {Object.entries(job.counts).map(([table, counts]) => (
          <Table.Tr key={table}>
            <Table.Th scope="row">{t(`imports.tables.${table}`, { defaultValue: table })}</Table.Th>
            <Table.Td>{format.number(counts.inserted)}</Table.Td>
            <Table.Td>{format.number(counts.updated)}</Table.Td>
            <Table.Td>{format.number(counts.unchanged)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
};

/**
 * The job just uploaded: queued behind others (said so), then a live progress bar from its phase and
 * progress (polled), then what changed, or why nothing was imported with every refused row.
 */
export const ImportJobPanel = ({ jobId }: { jobId: string }) => {
  const { t } = useTranslation();
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
        {t('admin.imports.job')}: {job.fileName}
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
            <Alert color="green" variant="light" role="status">
              {t('admin.imports.succeeded', { file: job.fileName })}
            </Alert>
            <Counts job={job} />
          </>
        )}
        {job.status === 'failed' && (
          <>
            <Alert color="red" variant="light" role="alert">
              <Text fw={600} size="sm">
                {t('admin.imports.failed', { file: job.fileName })}
              </Text>
              <Text size="sm">
                {t(`errors.${job.error?.code ?? 'internal'}`, { defaultValue: job.error?.message })}
              </Text>
            </Alert>
            <RowErrorReport job={job} />
          </>
        )}
      </Stack>
    </Paper>
  );
};
