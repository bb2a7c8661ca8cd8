import {
  DATA_ROOM_ACCESS_MODES,
  DATA_ROOM_FOLDERS,
  MAX_VERSION_NOTE_LENGTH,
  type DataRoomAccessMode,
  type DataRoomDocument,
  type DataRoomFolder,
} from '@flarescope/shared';
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Group,
  Loader,
  Modal,
  NativeSelect,
  Paper,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useId, useState, type DragEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { errorKeyOf, isApiError } from '../../../lib/form-errors';
import { downloadHref, useDataRoom, useDataRoomChange } from '../api/data-room';
import { DocumentViewer } from './document-viewer';

const ACCEPT = '.pdf,.xlsx,.csv,.docx,.png,.jpg,.jpeg';

const sizeText = (bytes: number, locale: string) =>
  new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: bytes >= 1024 * 1024 ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  }).format(bytes >= 1024 * 1024 ? bytes / (1024 * 1024) : Math.max(bytes / 1024, 0.1));

type Status = { kind: 'success' | 'error'; key: string } | null;

const StatusLine = ({ status }: { status: Status }) => {
  const { t } = useTranslation();
  if (!status) return null;
  return (
    <Alert
      color={status.kind === 'error' ? 'red' : 'teal'}
      role={status.kind === 'error' ? 'alert' : 'status'}
    >
      {t(status.key)}
    </Alert>
  );
};

/**
 * A file chosen by dropping it on the zone, or by clicking it (the file input covers the zone, so the
 * keyboard and screen readers reach it as an ordinary file field).
 */
const FileDrop = ({
  label,
  hint,
  file,
  onFile,
}: {
  label: string;
  hint: string;
  file: File | null;
  onFile: (file: File | null) => void;
}) => {
  const { t } = useTranslation();
  const id = useId();
  const [isOver, setIsOver] = useState(false);
  const handleDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsOver(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) onFile(dropped);
  };
  return (
    <Box
      data-testid="file-drop"
      onDragOver={(event: DragEvent) => {
        event.preventDefault();
        setIsOver(true);
      }}
      onDragLeave={() => setIsOver(false)}
      onDrop={handleDrop}
      pos="relative"
      p="md"
      style={{
        border: `2px dashed var(--mantine-color-${isOver ? 'teal-7' : 'gray-5'})`,
        borderRadius: 'var(--mantine-radius-md)',
        background: isOver ? 'var(--mantine-color-teal-0)' : undefined,
        minHeight: 88,
      }}
    >
      <Text component="label" htmlFor={id} fw={600} display="block">
        {label}
      </Text>
      <Text size="sm" c="dark.4" id={`${id}-hint`}>
        {file ? t('investors.dataRoom.dropped', { name: file.name }) : hint}
      </Text>
      <input
        id={id}
        type="file"
        accept={ACCEPT}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onFile(event.currentTarget.files?.[0] ?? null)}
        style={{ position: 'absolute', inset: 0, opacity: 0, cursor: 'pointer', width: '100%' }}
      />
    </Box>
  );
};

const accessModeOptions = (t: (key: string) => string) =>
  DATA_ROOM_ACCESS_MODES.map((value) => ({
    value,
    label: t(`investors.dataRoom.accessModes.${value}`),
  }));

const UploadForm = ({ slug, onStatus }: { slug: string; onStatus: (status: Status) => void }) => {
  const { t } = useTranslation();
  const { upload } = useDataRoomChange(slug);
  const [folder, setFolder] = useState<DataRoomFolder>('technical');
  const [accessMode, setAccessMode] = useState<DataRoomAccessMode>('download');
  const [file, setFile] = useState<File | null>(null);
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    onStatus(null);
    try {
      await upload.mutateAsync({ file, folder, accessMode });
      setFile(null);
      onStatus({ kind: 'success', key: 'investors.dataRoom.uploaded' });
    } catch (error) {
      onStatus({ kind: 'error', key: errorKeyOf(error) });
    }
  };
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)}>
      <Title order={3} size="h5" mb="xs">
        {t('investors.dataRoom.upload')}
      </Title>
      <Stack gap="sm">
        <FileDrop
          key={file ? 'chosen' : 'empty'}
          label={t('investors.dataRoom.chooseFile')}
          hint={t('investors.dataRoom.uploadHint')}
          file={file}
          onFile={setFile}
        />
        <Group align="flex-end" wrap="wrap">
          <NativeSelect
            label={t('investors.dataRoom.folder')}
            value={folder}
            data={DATA_ROOM_FOLDERS.map((value) => ({
              value,
              label: t(`investors.dataRoom.folders.${value}`),
            }))}
            onChange={(event) => setFolder(event.currentTarget.value as DataRoomFolder)}
          />
          <NativeSelect
            label={t('investors.dataRoom.accessMode')}
            value={accessMode}
            data={accessModeOptions(t)}
            onChange={(event) => setAccessMode(event.currentTarget.value as DataRoomAccessMode)}
          />
          <Button type="submit" disabled={!file} loading={upload.isPending}>
            {t('investors.dataRoom.send')}
          </Button>
        </Group>
        <Text size="sm" c="dark.4">
          {t('investors.dataRoom.accessModeHint')}
        </Text>
      </Stack>
    </form>
  );
};

/** A new version: dropped or chosen, with a note; the versions so far listed with their notes. */
const NewVersionDialog = ({
  slug,
  document,
  onStatus,
  onClose,
}: {
  slug: string;
  document: DataRoomDocument;
  onStatus: (status: Status) => void;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const { upload } = useDataRoomChange(slug);
  const [file, setFile] = useState<File | null>(null);
  const [note, setNote] = useState('');
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setErrorKey(null);
    try {
      await upload.mutateAsync({ file, note: note.trim(), documentId: document.id });
      onStatus({ kind: 'success', key: 'investors.dataRoom.replaced' });
      onClose();
    } catch (error) {
      setErrorKey(errorKeyOf(error));
    }
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('investors.dataRoom.newVersionOf', { name: document.fileName })}
      closeButtonProps={{ 'aria-label': t('header.close') }}
    >
      <form noValidate onSubmit={(event) => void handleSubmit(event)}>
        <Stack gap="sm">
          <FileDrop
            label={t('investors.dataRoom.chooseFile')}
            hint={t('investors.dataRoom.dropFile')}
            file={file}
            onFile={setFile}
          />
          <Textarea
            label={t('investors.dataRoom.note')}
            description={t('investors.dataRoom.noteHint')}
            value={note}
            maxLength={MAX_VERSION_NOTE_LENGTH}
            autosize
            minRows={2}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
          {errorKey && (
            <Alert color="red" role="alert">
              {t(errorKey)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('header.cancel')}
            </Button>
            <Button type="submit" disabled={!file} loading={upload.isPending}>
              {t('investors.dataRoom.sendVersion')}
            </Button>
          </Group>
          <Title order={3} size="h6">
            {t('investors.dataRoom.previousVersions')}
          </Title>
          <VersionList slug={slug} document={document} format={format} />
        </Stack>
      </form>
    </Modal>
  );
};

/** Every version, newest first, with its note; a link to each where the reader may download. */
const VersionList = ({
  slug,
  document,
  format,
  onlyEarlier = false,
}: {
  slug: string;
  document: DataRoomDocument;
  format: ReturnType<typeof useFormat>;
  onlyEarlier?: boolean;
}) => {
  const { t } = useTranslation();
  const versions = onlyEarlier
    ? document.versions.filter((version) => version.version !== document.version)
    : document.versions;
  return (
    <Stack gap={4} component="ul" style={{ listStyle: 'none', paddingLeft: 0, margin: 0 }}>
      {versions.map((version) => {
        const label = t('investors.dataRoom.versionLabel', {
          version: version.version,
          name: version.fileName,
          date: format.dateTime(version.uploadedAt),
        });
        return (
          <li key={version.version}>
            {document.canDownload ? (
              <Anchor size="sm" href={downloadHref(slug, document.id, version.version)}>
                {label}
              </Anchor>
            ) : (
              <Text size="sm" span>
                {label}
              </Text>
            )}
            {version.note && (
              <Text size="sm" c="dark.4" style={{ whiteSpace: 'pre-line' }}>
                {version.note}
              </Text>
            )}
          </li>
        );
      })}
    </Stack>
  );
};

const DocumentRow = ({
  slug,
  document,
  canManage,
  onStatus,
}: {
  slug: string;
  document: DataRoomDocument;
  canManage: boolean;
  onStatus: (status: Status) => void;
}) => {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const { remove, access } = useDataRoomChange(slug);
  const [reading, setReading] = useState<number | null>(null);
  const [isAddingVersion, setIsAddingVersion] = useState(false);
  const handleRemove = async () => {
    if (!window.confirm(t('investors.dataRoom.confirmRemove'))) return;
    onStatus(null);
    try {
      await remove.mutateAsync(document.id);
      onStatus({ kind: 'success', key: 'investors.dataRoom.removed' });
    } catch (error) {
      onStatus({ kind: 'error', key: errorKeyOf(error) });
    }
  };
  const handleAccess = async (accessMode: DataRoomAccessMode) => {
    onStatus(null);
    try {
      await access.mutateAsync({ documentId: document.id, accessMode });
      onStatus({ kind: 'success', key: 'investors.dataRoom.accessChanged' });
    } catch (error) {
      onStatus({ kind: 'error', key: errorKeyOf(error) });
    }
  };
  const hasEarlier = document.versions.some((version) => version.version !== document.version);
  const currentNote = document.versions.find((version) => version.version === document.version)?.note;
  return (
    <Table.Tr>
      <Table.Th scope="row">
        <Stack gap={4} align="flex-start">
          {document.canDownload ? (
            <Anchor
              href={downloadHref(slug, document.id)}
              aria-label={t('investors.dataRoom.download', { name: document.fileName })}
            >
              {document.fileName}
            </Anchor>
          ) : (
            <Text fw={600}>{document.fileName}</Text>
          )}
          <Group gap={6}>
            {document.isViewable && (
              <Button
                size="xs"
                variant="light"
                aria-label={t('investors.dataRoom.readName', { name: document.fileName })}
                onClick={() => setReading(document.version)}
              >
                {t('investors.dataRoom.read')}
              </Button>
            )}
            {document.accessMode === 'view' && (
              <Badge color="orange" variant="light">
                {t('investors.dataRoom.viewOnly')}
              </Badge>
            )}
          </Group>
          {currentNote && (
            <Text size="sm" c="dark.4" maw={420} style={{ whiteSpace: 'pre-line' }}>
              {`${t('investors.dataRoom.note')}: ${currentNote}`}
            </Text>
          )}
          {hasEarlier && (
            <details>
              <summary>{t('investors.dataRoom.versions')}</summary>
              <VersionList slug={slug} document={document} format={format} onlyEarlier />
            </details>
          )}
        </Stack>
        {reading !== null && (
          <DocumentViewer
            slug={slug}
            document={document}
            version={reading}
            onClose={() => setReading(null)}
          />
        )}
      </Table.Th>
      <Table.Td>{t(`investors.dataRoom.folders.${document.folder}`)}</Table.Td>
      <Table.Td>{document.version}</Table.Td>
      <Table.Td>{sizeText(document.sizeBytes, i18n.language)}</Table.Td>
      <Table.Td>{format.dateTime(document.updatedAt)}</Table.Td>
      {canManage && (
        <Table.Td>
          <Stack gap={6}>
            <NativeSelect
              size="xs"
              aria-label={t('investors.dataRoom.accessOf', { name: document.fileName })}
              value={document.accessMode}
              data={accessModeOptions(t)}
              disabled={access.isPending}
              onChange={(event) => void handleAccess(event.currentTarget.value as DataRoomAccessMode)}
            />
            <Group gap={6} wrap="nowrap">
              <Button
                size="xs"
                variant="default"
                aria-label={t('investors.dataRoom.newVersionOf', { name: document.fileName })}
                onClick={() => setIsAddingVersion(true)}
              >
                {`+ ${t('investors.dataRoom.newVersion')}`}
              </Button>
              <Button
                size="xs"
                variant="outline"
                color="red"
                aria-label={t('investors.dataRoom.remove', { name: document.fileName })}
                onClick={() => void handleRemove()}
                loading={remove.isPending}
              >
                ✕
              </Button>
            </Group>
          </Stack>
          {isAddingVersion && (
            <NewVersionDialog
              slug={slug}
              document={document}
              onStatus={onStatus}
              onClose={() => setIsAddingVersion(false)}
            />
          )}
        </Table.Td>
      )}
    </Table.Tr>
  );
};

/**
 * A project's data room: its documents by folder with their versions, for those who accepted the NDA; the
 * owner's side uploads, replaces and removes (who looked at what is the access log's tab).
 */
export const DataRoomPanel = ({ slug, isOpen }: { slug: string; isOpen: boolean }) => {
  const { t } = useTranslation();
  const room = useDataRoom(slug, isOpen);
  const [status, setStatus] = useState<Status>(null);
  if (!isOpen || isApiError(room.error, 'nda_required'))
    return (
      <Alert color="orange" variant="light">
        {t('investors.dataRoom.closed')}
      </Alert>
    );
  if (room.isError)
    return (
      <Alert color="red" role="alert">
        {t(errorKeyOf(room.error))}
      </Alert>
    );
  if (!room.data) return <Loader size="sm" role="status" aria-label={t('app.loading')} />;
  const { documents, canManage } = room.data;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <Text c="dark.4">{t('investors.dataRoom.lead')}</Text>
        {documents.length === 0 ? (
          <Text>{t('investors.dataRoom.empty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={canManage ? 820 : 640}>
            <Table aria-label={t('investors.dataRoom.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('investors.dataRoom.file')}</Table.Th>
                  <Table.Th scope="col">{t('investors.dataRoom.folder')}</Table.Th>
                  <Table.Th scope="col">{t('investors.dataRoom.version')}</Table.Th>
                  <Table.Th scope="col">{t('investors.dataRoom.size')}</Table.Th>
                  <Table.Th scope="col">{t('investors.dataRoom.updated')}</Table.Th>
                  {canManage && <Table.Th scope="col">{t('investors.pipeline.actions')}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {documents.map((document) => (
                  <DocumentRow
                    key={document.id}
                    slug={slug}
                    document={document}
                    canManage={canManage}
                    onStatus={setStatus}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <StatusLine status={status} />
        {canManage && <UploadForm slug={slug} onStatus={setStatus} />}
      </Stack>
    </Paper>
  );
};
