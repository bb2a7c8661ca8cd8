import { DATA_ROOM_FOLDERS, type DataRoomDocument, type DataRoomFolder } from '@flarescope/shared';
import {
  Alert,
  Anchor,
  Button,
  FileInput,
  Group,
  Loader,
  NativeSelect,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { errorKeyOf, isApiError } from '../../../lib/form-errors';
import { downloadHref, useDataRoom, useDataRoomChange } from '../api/data-room';

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

const UploadForm = ({ slug, onStatus }: { slug: string; onStatus: (status: Status) => void }) => {
  const { t } = useTranslation();
  const { upload } = useDataRoomChange(slug);
  const [folder, setFolder] = useState<DataRoomFolder>('technical');
  const [file, setFile] = useState<File | null>(null);
  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!file) return;
    onStatus(null);
    try {
      await upload.mutateAsync({ file, folder });
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
        <FileInput
          label={t('investors.dataRoom.chooseFile')}
          description={t('investors.dataRoom.uploadHint')}
          accept={ACCEPT}
          value={file}
          onChange={setFile}
          clearable
          miw={240}
        />
        <Button type="submit" disabled={!file} loading={upload.isPending}>
          {t('investors.dataRoom.send')}
        </Button>
      </Group>
    </form>
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
  const { upload, remove } = useDataRoomChange(slug);
  const handleReplace = async (file: File | null) => {
    if (!file) return;
    onStatus(null);
    try {
      await upload.mutateAsync({ file, documentId: document.id });
      onStatus({ kind: 'success', key: 'investors.dataRoom.replaced' });
    } catch (error) {
      onStatus({ kind: 'error', key: errorKeyOf(error) });
    }
  };
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
  const earlier = document.versions.filter((version) => version.version !== document.version);
  return (
    <Table.Tr>
      <Table.Th scope="row">
        <Anchor
          href={downloadHref(slug, document.id)}
          aria-label={t('investors.dataRoom.download', { name: document.fileName })}
        >
          {document.fileName}
        </Anchor>
        {earlier.length > 0 && (
          <details>
            <summary>{t('investors.dataRoom.versions')}</summary>
            <Stack gap={2} component="ul" style={{ listStyle: 'none', paddingLeft: 0 }}>
              {earlier.map((version) => (
                <li key={version.version}>
                  <Anchor size="sm" href={downloadHref(slug, document.id, version.version)}>
                    {t('investors.dataRoom.versionLabel', {
                      version: version.version,
                      name: version.fileName,
                      date: format.dateTime(version.uploadedAt),
                    })}
                  </Anchor>
                </li>
              ))}
            </Stack>
          </details>
        )}
      </Table.Th>
      <Table.Td>{t(`investors.dataRoom.folders.${document.folder}`)}</Table.Td>
      <Table.Td>{document.version}</Table.Td>
      <Table.Td>{sizeText(document.sizeBytes, i18n.language)}</Table.Td>
      <Table.Td>{format.dateTime(document.updatedAt)}</Table.Td>
      {canManage && (
        <Table.Td>
          <Group gap={6} wrap="nowrap">
            <FileInput
              aria-label={t('investors.dataRoom.replace', { name: document.fileName })}
              placeholder={`+ ${t('investors.dataRoom.version')}`}
              styles={{ placeholder: { color: 'var(--mantine-color-dark-5)' } }}
              accept={ACCEPT}
              size="xs"
              w={110}
              value={null}
              onChange={(file) => void handleReplace(file)}
            />
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
  if (!room.data) return <Loader size="sm" aria-label={t('app.loading')} />;
  const { documents, canManage } = room.data;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <Text c="dark.4">{t('investors.dataRoom.lead')}</Text>
        {documents.length === 0 ? (
          <Text>{t('investors.dataRoom.empty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
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
