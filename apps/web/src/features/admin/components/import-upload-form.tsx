import { IMPORT_MAX_FILE_BYTES, IMPORT_SOURCE_KINDS, type ImportAccepted } from '@flarescope/shared';
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useId, useRef, useState, type DragEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useUploadImport, type ImportSourceFields, type ImportSubmission } from '../api/upload-import';
import classes from './admin.module.css';
import { useAdminFormat } from './use-admin-format';

const EMPTY: ImportSourceFields = {
  source: '',
  kind: '',
  title: '',
  licence: '',
  url: '',
  publishedOn: '',
  sheet: '',
};
const ACCEPT =
  '.csv,.gz,.xlsx,text/csv,application/gzip,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type ImportUploadFormProps = {
  /** A job was accepted for this submission (a preview or an import). */
  onAccepted: (accepted: ImportAccepted, submission: ImportSubmission) => void;
};

/**
 * The upload: a CSV or XLSX (chosen, or dragged onto the labelled drop area) and its source fields, sent
 * to be imported or previewed (the whole import, rolled back: what it would change). Field errors come
 * from the server's shared schema; a file error (missing, too large, wrong type) is said above the
 * buttons. Uploads sent while another import runs are queued by the server.
 */
export const ImportUploadForm = ({ onAccepted }: ImportUploadFormProps) => {
  const { t } = useTranslation();
  const format = useAdminFormat();
  const upload = useUploadImport();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fields, setFields] = useState<ImportSourceFields>(EMPTY);
  const [isDragging, setIsDragging] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<'import' | 'preview' | null>(null);

  const set = (name: keyof ImportSourceFields) => (value: string) =>
    setFields((current) => ({ ...current, [name]: value }));

  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setIsDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) setFile(dropped);
  };

  const send = async (preview: boolean) => {
    setError(null);
    const local: Record<string, string> = {};
    if (fields.source.trim() === '') local.source = 'validation.required';
    if (!file) local.file = 'errors.import_file_missing';
    else if (file.size > IMPORT_MAX_FILE_BYTES) local.file = 'errors.payload_too_large';
    setFieldErrors(local);
    if (!file || Object.keys(local).length > 0) return;
    const submission = { file, fields, preview };
    setPending(preview ? 'preview' : 'import');
    try {
      onAccepted(await upload.mutateAsync(submission), submission);
      // A previewed file stays chosen: the preview's panel offers to import it.
      if (!preview) {
        setFile(null);
        if (inputRef.current) inputRef.current.value = '';
      }
    } catch (caught) {
      if (caught instanceof ApiError && Object.keys(caught.fields).length > 0) setFieldErrors(caught.fields);
      else setError(caught instanceof ApiError ? caught.messageKey : 'errors.general');
    } finally {
      setPending(null);
    }
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send(false);
  };

  const text = (
    name: Exclude<keyof ImportSourceFields, 'kind'>,
    props: { type?: string; description?: string; required?: boolean } = {},
  ) => (
    <TextInput
      label={t(`admin.imports.${name}`)}
      value={fields[name]}
      onChange={(event) => set(name)(event.currentTarget.value)}
      error={fieldErrors[name] ? t(fieldErrors[name]) : undefined}
      {...props}
    />
  );

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="import-upload">
      <Title order={2} size="h3" id="import-upload" mb="sm">
        {t('admin.imports.upload')}
      </Title>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <div
            className={isDragging ? `${classes.dropzone} ${classes.dropzoneActive}` : classes.dropzone}
            onDragOver={(event) => {
              event.preventDefault();
              setIsDragging(true);
            }}
            onDragLeave={() => setIsDragging(false)}
            onDrop={handleDrop}
            data-testid="import-dropzone"
          >
            <label htmlFor={inputId} style={{ display: 'block', fontWeight: 600, marginBottom: 6 }}>
              {t('admin.imports.file')}
            </label>
            <Text size="sm" c="dark.5" mb="xs" id={`${inputId}-hint`}>
              {t('admin.imports.drop')}
            </Text>
            {/* The browser's own file button speaks the browser's language: it is hidden (still focusable),
                and a button-like label in the reader's language opens it. */}
            <input
              ref={inputRef}
              id={inputId}
              className={classes.fileInput}
              type="file"
              accept={ACCEPT}
              aria-describedby={`${inputId}-hint`}
              aria-invalid={fieldErrors.file ? true : undefined}
              onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
            />
            <label htmlFor={inputId} className={classes.fileButton}>
              {t('admin.imports.choose')}
            </label>
            {file && (
              <Text size="sm" mt="xs">
                {t('admin.imports.chosen', { name: file.name, size: format.size(file.size) })}
              </Text>
            )}
            {fieldErrors.file && (
              <Text size="sm" c="red.8" mt="xs" role="alert">
                {t(fieldErrors.file)}
              </Text>
            )}
          </div>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {text('source', { description: t('admin.imports.sourceHint'), required: true })}
            <NativeSelect
              label={t('admin.imports.kind')}
              value={fields.kind}
              onChange={(event) => set('kind')(event.currentTarget.value)}
              data={[
                { value: '', label: t('admin.imports.kindDefault') },
                ...IMPORT_SOURCE_KINDS.map((kind) => ({
                  value: kind,
                  label: t(`admin.imports.kinds.${kind}`),
                })),
              ]}
              error={fieldErrors.kind ? t(fieldErrors.kind) : undefined}
            />
            {text('title')}
            {text('licence')}
            {text('url', { type: 'url' })}
            {text('publishedOn', { type: 'date' })}
            {text('sheet')}
          </SimpleGrid>
          {error && (
            <Alert color="red" variant="light" role="alert">
              {t(error)}
            </Alert>
          )}
          <Group>
            <Button type="submit" color="orange.9" loading={pending === 'import'} disabled={pending !== null}>
              {t('admin.imports.submit')}
            </Button>
            <Button
              variant="default"
              loading={pending === 'preview'}
              disabled={pending !== null}
              onClick={() => void send(true)}
              aria-describedby={`${inputId}-preview-hint`}
            >
              {t('admin.imports.preview')}
            </Button>
            <Text size="sm" c="dark.5" id={`${inputId}-preview-hint`}>
              {t('admin.imports.previewHint')}
            </Text>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
};
