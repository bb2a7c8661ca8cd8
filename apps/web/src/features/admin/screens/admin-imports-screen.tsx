import { IMPORT_FILE_FORMATS, IMPORT_TEMPLATE_KINDS } from '@flarescope/shared';
import { Alert, Anchor, Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useImportJobs } from '../api/get-import-jobs';
import { importTemplateHref, useUploadImport, type ImportSubmission } from '../api/upload-import';
import { AdminHeader } from '../components/admin-layout';
import classes from '../components/admin.module.css';
import { ImportJobPanel } from '../components/import-job-panel';
import { ImportUploadForm } from '../components/import-upload-form';
import { Pager } from '../components/pager';
import { useAdminFormat } from '../components/use-admin-format';

/** Dark enough for 4.5:1 on the striped rows (Mantine's green.9 is 4.1:1 there). */
const STATUS_COLOR = { queued: 'blue.9', running: 'blue.9', succeeded: '#1e6b30', failed: 'red.9' } as const;

const Templates = () => {
  const { t, i18n } = useTranslation();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="import-templates">
      <Title order={2} size="h3" id="import-templates" mb={4}>
        {t('admin.imports.templates')}
      </Title>
      <Text size="sm" c="dark.5" mb="sm">
        {t('admin.imports.templatesLead')}
      </Text>
      <Stack gap={6}>
        {IMPORT_TEMPLATE_KINDS.map((kind) => (
          <Group key={kind} gap="sm">
            <Text size="sm" fw={600} miw={180}>
              {t(`imports.templates.${kind}`)}
            </Text>
            {IMPORT_FILE_FORMATS.map((format) => (
              <Anchor
                key={format}
                size="sm"
                href={importTemplateHref(kind, format, i18n.language)}
                download
                // The visible text is in the name, outside brackets (WCAG 2.5.3, label in name: axe drops
                // what is in parentheses before it compares).
                aria-label={`${t(`imports.templates.${kind}`)}, ${format.toUpperCase()}`}
              >
                {format.toUpperCase()}
              </Anchor>
            ))}
          </Group>
        ))}
      </Stack>
    </Paper>
  );
};

const History = () => {
  const { t } = useTranslation();
  const format = useAdminFormat();
  const [page, setPage] = useState(1);
  const query = useImportJobs(page);
  if (!query.data)
    return query.isPending ? (
      <LoadingState isScreenTall />
    ) : (
      <ErrorState onRetry={() => void query.refetch()} />
    );
  const { items } = query.data;
  return (
    <section aria-labelledby="import-history">
      <Title order={2} size="h3" id="import-history" mb="sm">
        {t('admin.imports.history')}
      </Title>
      {items.length === 0 ? (
        <Text c="dark.5">{t('admin.imports.noHistory')}</Text>
      ) : (
        <div
          className={classes.tableWrap}
          role="group"
          tabIndex={0}
          aria-label={t('admin.imports.historyCaption')}
        >
          <Table striped captionSide="top" fz="sm" data-testid="import-history">
            <Table.Caption>{t('admin.imports.historyCaption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {(['when', 'who', 'fileName', 'source', 'template', 'rows', 'outcome'] as const).map(
                  (column) => (
                    <Table.Th key={column} scope="col">
                      {t(`admin.imports.${column}`)}
                    </Table.Th>
                  ),
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((job) => (
                <Table.Tr key={job.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.dateTime(job.createdAt)}</Table.Td>
                  <Table.Td>
                    {job.createdBy?.email ??
                      t(
                        job.origin === 'schedule'
                          ? 'admin.console.scheduledFetch'
                          : 'admin.console.commandLine',
                      )}
                  </Table.Td>
                  <Table.Td>{job.fileName}</Table.Td>
                  <Table.Td>{job.source}</Table.Td>
                  <Table.Td>{job.template ? t(`imports.templates.${job.template}`) : ''}</Table.Td>
                  <Table.Td>{job.totalRows === null ? '' : format.number(job.totalRows)}</Table.Td>
                  <Table.Td>
                    <Badge
                      color={job.preview && job.status === 'succeeded' ? 'blue.9' : STATUS_COLOR[job.status]}
                      variant="outline"
                    >
                      {t(
                        job.preview && job.status === 'succeeded'
                          ? 'imports.statuses.previewed'
                          : `imports.statuses.${job.status}`,
                      )}
                    </Badge>
                    {job.status === 'failed' && (
                      <Text size="xs" mt={2}>
                        {job.rowErrorCount > 0
                          ? t('admin.imports.refusedRows', { count: job.rowErrorCount })
                          : t(`errors.${job.errorCode ?? 'internal'}`, { defaultValue: job.errorCode ?? '' })}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
      <Pager
        page={query.data.page}
        pageSize={query.data.pageSize}
        total={query.data.total}
        onPage={setPage}
      />
    </section>
  );
};

/**
 * Imports: upload with its source fields (import, or preview: what it would change), the job's live
 * progress and report (a preview's offers to import the same file), templates, history.
 */
export const AdminImportsScreen = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.console.nav.imports'));
  const upload = useUploadImport();
  const [current, setCurrent] = useState<{ jobId: string; previewed?: ImportSubmission } | null>(null);
  const [importError, setImportError] = useState<string | null>(null);
  const importPreviewed = async (submission: ImportSubmission) => {
    setImportError(null);
    try {
      const accepted = await upload.mutateAsync({ ...submission, preview: false });
      setCurrent({ jobId: accepted.jobId });
    } catch (caught) {
      setImportError(caught instanceof ApiError ? caught.messageKey : 'errors.general');
    }
  };
  return (
    <>
      <AdminHeader section="imports" lead={t('admin.imports.lead')} />
      <Stack gap="lg">
        <ImportUploadForm
          onAccepted={(accepted, submission) =>
            setCurrent({ jobId: accepted.jobId, ...(submission.preview && { previewed: submission }) })
          }
        />
        {importError && (
          <Alert color="red" variant="light" role="alert">
            {t(importError)}
          </Alert>
        )}
        {current && (
          <ImportJobPanel
            key={current.jobId}
            jobId={current.jobId}
            isImporting={upload.isPending}
            onImport={
              current.previewed
                ? () => void importPreviewed(current.previewed as ImportSubmission)
                : undefined
            }
          />
        )}
        <Templates />
        <History />
      </Stack>
    </>
  );
};
