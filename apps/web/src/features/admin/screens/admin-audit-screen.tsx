import { Alert, Button, Group, NativeSelect, Paper, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorState, LoadingState } from '../../../components/explorer/query-state';
import { ApiError } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { downloadAudit, useAudit } from '../api/get-audit';
import { AdminHeader } from '../components/admin-layout';
import { AuditTable } from '../components/audit-table';
import { Pager } from '../components/pager';

const SEARCH_DELAY_MS = 250;

/** The audit log: filtered by user, kind and date (in the URL), paged, and downloadable as CSV. */
export const AdminAuditScreen = () => {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('admin.console.nav.audit'));
  const [params, setParams] = useSearchParams();
  const [user, setUser] = useState(params.get('user') ?? '');
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [isDownloading, setIsDownloading] = useState(false);
  const filters = {
    user: params.get('user') ?? undefined,
    kind: params.get('kind') ?? undefined,
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
  };
  const query = useAudit({ ...filters, page: Number(params.get('page') ?? 1) || 1 });

  const setParam = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        if (key !== 'page') next.delete('page');
        return next;
      },
      { replace: true },
    );

  useEffect(() => {
    if (user === (params.get('user') ?? '')) return;
    const timer = window.setTimeout(() => setParam('user', user.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the typed text changes
  }, [user]);

  const handleDownload = async () => {
    setDownloadError(null);
    setIsDownloading(true);
    try {
      const file = await downloadAudit(filters, i18n.language);
      saveFile(file.blob, file.filename ?? 'flarescope-audit-log.csv');
    } catch (caught) {
      setDownloadError(caught instanceof ApiError ? caught.messageKey : 'errors.general');
    } finally {
      setIsDownloading(false);
    }
  };

  const fieldError = (name: string) =>
    query.error instanceof ApiError && query.error.fields[name] ? t(query.error.fields[name]) : undefined;
  const kinds = query.data?.kinds ?? [];

  return (
    <>
      <AdminHeader section="audit" lead={t('admin.audit.lead')} />
      <Paper withBorder p="md" mb="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <TextInput
            type="search"
            label={t('admin.audit.user')}
            description={t('admin.audit.userHint')}
            value={user}
            maxLength={200}
            onChange={(event) => setUser(event.currentTarget.value)}
            miw={240}
            style={{ flex: 1 }}
          />
          <NativeSelect
            label={t('admin.audit.kind')}
            value={params.get('kind') ?? ''}
            onChange={(event) => setParam('kind', event.currentTarget.value)}
            data={[
              { value: '', label: t('admin.console.any') },
              ...kinds.map((kind) => ({
                value: kind,
                label: t(`admin.events.${kind}`, { defaultValue: kind }),
              })),
            ]}
          />
          <TextInput
            type="date"
            label={t('admin.audit.from')}
            value={params.get('from') ?? ''}
            onChange={(event) => setParam('from', event.currentTarget.value)}
            error={fieldError('from')}
          />
          <TextInput
            type="date"
            label={t('admin.audit.to')}
            value={params.get('to') ?? ''}
            onChange={(event) => setParam('to', event.currentTarget.value)}
            error={fieldError('to')}
          />
          <Button variant="default" loading={isDownloading} onClick={() => void handleDownload()}>
            {t('admin.audit.download')}
          </Button>
        </Group>
        {downloadError && (
          <Alert color="red" variant="light" role="alert" mt="sm">
            {t(downloadError)}
          </Alert>
        )}
      </Paper>
      {query.data ? (
        <>
          <AuditTable entries={query.data.items} caption={t('admin.audit.caption')} />
          {query.data.items.length === 0 && (
            <Text c="dark.5" py="md">
              {t('admin.audit.empty')}
            </Text>
          )}
          <Pager
            page={query.data.page}
            pageSize={query.data.pageSize}
            total={query.data.total}
            onPage={(page) => setParam('page', String(page))}
          />
        </>
      ) : query.isPending ? (
        <LoadingState />
      ) : query.error instanceof ApiError && query.error.code === 'validation_failed' ? null : (
        <ErrorState onRetry={() => void query.refetch()} />
      )}
    </>
  );
};
