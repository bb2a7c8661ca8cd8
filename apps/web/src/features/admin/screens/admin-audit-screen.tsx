import { Group, NativeSelect, Paper, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { downloadAudit, useAudit } from '../api/get-audit';
import { AdminHeader } from '../components/admin-layout';
import { AuditTable } from '../components/audit-table';
import { DownloadCsvButton } from '../components/download-csv-button';
import { Pager } from '../components/pager';
import { useUrlFilters } from '../components/use-url-filters';

/** The audit log: filtered by user, kind and date (in the URL), paged, and downloadable as CSV. */
export const AdminAuditScreen = () => {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('admin.console.nav.audit'));
  const { get, set, search: user, setSearch: setUser, page } = useUrlFilters('user');
  const filters = { user: get('user'), kind: get('kind'), from: get('from'), to: get('to') };
  const query = useAudit({ ...filters, page });

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
            value={get('kind') ?? ''}
            onChange={(event) => set('kind', event.currentTarget.value)}
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
            value={get('from') ?? ''}
            onChange={(event) => set('from', event.currentTarget.value)}
            error={fieldError('from')}
          />
          <TextInput
            type="date"
            label={t('admin.audit.to')}
            value={get('to') ?? ''}
            onChange={(event) => set('to', event.currentTarget.value)}
            error={fieldError('to')}
          />
          <DownloadCsvButton
            label={t('admin.audit.download')}
            download={() => downloadAudit(filters, i18n.language)}
            fallbackName="flarescope-audit-log.csv"
          />
        </Group>
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
            onPage={(next) => set('page', String(next))}
          />
        </>
      ) : query.isPending ? (
        <LoadingState isScreenTall />
      ) : query.error instanceof ApiError && query.error.code === 'validation_failed' ? null : (
        <ErrorState onRetry={() => void query.refetch()} />
      )}
    </>
  );
};
