import type { ImportJob, ImportRowError } from '@flarescope/shared';
import { Button, Table, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../../lib/save-file';
import classes from './admin.module.css';

/** A refused row's reason in the reader's language (the dictionary key and its values). */
export const rowReason = (t: TFunction, error: ImportRowError): string =>
  t(error.key, { ...error.params, defaultValue: error.message });

/** A CSV cell: quoted, and text a spreadsheet would run as a formula kept as text (leading '). */
const csvCell = (value: string | number): string => {
  const text = typeof value === 'number' ? String(value) : /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${text.replace(/"/g, '""')}"`;
};

/** The report as CSV (line, column, reason), headers and reasons in the reader's language. */
export const reportCsv = (t: TFunction, errors: readonly ImportRowError[]): string =>
  `\ufeff${[
    [t('admin.imports.line'), t('admin.imports.column'), t('admin.imports.reason')],
    ...errors.map((error) => [error.line, error.column ?? t('admin.imports.wholeRow'), rowReason(t, error)]),
  ]
    .map((row) => row.map(csvCell).join(','))
    .join('\r\n')}\r\n`;

/** The rows an import refused: line, column, reason, and the same as a CSV file to fix the file by. */
export const RowErrorReport = ({ job }: { job: ImportJob }) => {
  const { t } = useTranslation();
  if (job.rowErrors.length === 0) return null;
  const handleDownload = () => {
    const name = job.fileName.replace(/\.[^.]+$/, '');
    saveFile(
      new Blob([reportCsv(t, job.rowErrors)], { type: 'text/csv;charset=utf-8' }),
      `${name}-errors.csv`,
    );
  };
  return (
    <section aria-labelledby="row-error-report">
      <Title order={3} size="h4" id="row-error-report" mt="md" mb="xs">
        {t('admin.imports.report')}
      </Title>
      {job.rowErrorCount > job.rowErrors.length && (
        <Text size="sm" c="dark.5" mb="xs">
          {t('admin.imports.reportMore', { shown: job.rowErrors.length, count: job.rowErrorCount })}
        </Text>
      )}
      <Button variant="default" size="xs" mb="xs" onClick={handleDownload}>
        {t('admin.imports.downloadReport')}
      </Button>
      <div
        className={classes.tableWrap}
        role="group"
        tabIndex={0}
        aria-label={t('admin.imports.reportCaption')}
      >
        <Table striped captionSide="top" fz="sm" data-testid="row-error-report">
          <Table.Caption>{t('admin.imports.reportCaption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('admin.imports.line')}</Table.Th>
              <Table.Th scope="col">{t('admin.imports.column')}</Table.Th>
              <Table.Th scope="col">{t('admin.imports.reason')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {job.rowErrors.map((error) => (
              <Table.Tr key={`${error.line}-${error.column ?? ''}-${error.key}`}>
                <Table.Td>{error.line}</Table.Td>
                <Table.Td>{error.column ?? t('admin.imports.wholeRow')}</Table.Td>
                <Table.Td>{rowReason(t, error)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </section>
  );
};
