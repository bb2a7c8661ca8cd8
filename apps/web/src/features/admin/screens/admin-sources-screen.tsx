import type { AdminSource } from '@flarescope/shared';
import { Alert, Anchor, Button, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { publisherName } from '../../../domains/flaring/components/sources-list';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSources, useUpdateSource } from '../api/get-sources';
import { AdminHeader } from '../components/admin-layout';
import classes from '../components/admin.module.css';
import { useAdminFormat } from '../components/use-admin-format';

const FIELDS = ['titleEn', 'titleEs', 'licenceEn', 'licenceEs'] as const;
type Field = (typeof FIELDS)[number];

const EditSource = ({ source, onClose }: { source: AdminSource; onClose: () => void }) => {
  const { t } = useTranslation();
  const update = useUpdateSource();
  const [values, setValues] = useState<Record<Field, string>>({
    titleEn: source.titleEn,
    titleEs: source.titleEs ?? '',
    licenceEn: source.licenceEn,
    licenceEs: source.licenceEs ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const missing = Object.fromEntries(
      FIELDS.filter((field) => values[field].trim() === '').map((field) => [field, 'validation.required']),
    );
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    try {
      await update.mutateAsync({ id: source.id, body: values });
      onClose();
    } catch (caught) {
      if (caught instanceof ApiError && Object.keys(caught.fields).length > 0) setErrors(caught.fields);
      else setError(caught instanceof ApiError ? caught.messageKey : 'errors.general');
    }
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('admin.sources.editTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('header.close') }}
    >
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <Stack gap="sm">
          <Text size="sm" fw={600}>
            {publisherName(t, source.publisher)}
          </Text>
          {FIELDS.map((field) => (
            <TextInput
              key={field}
              label={t(`admin.sources.${field}`)}
              required
              value={values[field]}
              maxLength={300}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setValues((current) => ({ ...current, [field]: value }));
              }}
              error={errors[field] ? t(errors[field]) : undefined}
            />
          ))}
          {error && (
            <Alert color="red" variant="light" role="alert">
              {t(error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('admin.console.cancel')}
            </Button>
            <Button type="submit" color="orange.9" loading={update.isPending}>
              {t('admin.sources.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};

/** Data sources: each publisher with licence, URL, date and rows; its titles and licences editable. */
export const AdminSourcesScreen = () => {
  const { t, i18n } = useTranslation();
  const format = useAdminFormat();
  useDocumentTitle(t('admin.console.nav.sources'));
  const query = useSources();
  const [editing, setEditing] = useState<AdminSource | null>(null);
  const isSpanish = i18n.language === 'es';
  return (
    <>
      <AdminHeader section="sources" lead={t('admin.sources.lead')} />
      {!query.data ? (
        query.isPending ? (
          <LoadingState isScreenTall />
        ) : (
          <ErrorState onRetry={() => void query.refetch()} />
        )
      ) : (
        <div className={classes.tableWrap} role="group" tabIndex={0} aria-label={t('admin.sources.caption')}>
          <Table striped captionSide="top" fz="sm">
            <Table.Caption>{t('admin.sources.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {(
                  [
                    'publisher',
                    isSpanish ? 'titleEs' : 'titleEn',
                    isSpanish ? 'licenceEs' : 'licenceEn',
                    'publishedOn',
                    'rows',
                  ] as const
                ).map((column) => (
                  <Table.Th key={column} scope="col">
                    {t(`admin.sources.${column}`)}
                  </Table.Th>
                ))}
                <Table.Th scope="col">{t('admin.user.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data.items.map((source) => (
                <Table.Tr key={source.id}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {publisherName(t, source.publisher)}
                    </Text>
                    <Text size="xs" c="dark.5">
                      {source.id}
                    </Text>
                  </Table.Td>
                  {/* Without a Spanish text the English one shows, marked as English. */}
                  <Table.Td lang={isSpanish && !source.titleEs ? 'en' : undefined}>
                    {source.url ? (
                      <Anchor href={source.url} target="_blank" rel="noreferrer" size="sm">
                        {(isSpanish && source.titleEs) || source.titleEn}
                      </Anchor>
                    ) : (
                      (isSpanish && source.titleEs) || source.titleEn
                    )}
                  </Table.Td>
                  <Table.Td lang={isSpanish && !source.licenceEs ? 'en' : undefined}>
                    {(isSpanish && source.licenceEs) || source.licenceEn}
                  </Table.Td>
                  <Table.Td>{source.publishedOn ? format.date(source.publishedOn) : ''}</Table.Td>
                  <Table.Td>{format.number(source.totalRows)}</Table.Td>
                  <Table.Td>
                    <Button size="xs" variant="default" onClick={() => setEditing(source)}>
                      {t('admin.sources.edit', { publisher: publisherName(t, source.publisher) })}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
      {editing && <EditSource source={editing} onClose={() => setEditing(null)} />}
    </>
  );
};
