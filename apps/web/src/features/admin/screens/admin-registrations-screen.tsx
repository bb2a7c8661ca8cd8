import { Group, Paper, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { countryName } from '../../../lib/countries';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { downloadRegistrations, useRegistrations } from '../api/get-registrations';
import { AdminHeader } from '../components/admin-layout';
import classes from '../components/admin.module.css';
import { DownloadCsvButton } from '../components/download-csv-button';
import { Pager } from '../components/pager';
import { useAdminFormat } from '../components/use-admin-format';
import { useUrlFilters } from '../components/use-url-filters';

const COLUMNS = ['name', 'email', 'company', 'country', 'role', 'message', 'created'] as const;

/** Business Mastery registrations of interest: searched (in the URL), paged, downloadable as CSV. */
export const AdminRegistrationsScreen = () => {
  const { t, i18n } = useTranslation();
  const format = useAdminFormat();
  useDocumentTitle(t('admin.console.nav.registrations'));
  const { get, set, search, setSearch, page } = useUrlFilters('q');
  const query = useRegistrations({ q: get('q'), page });
  const caption = t('admin.registrations.caption');

  return (
    <>
      <AdminHeader section="registrations" lead={t('admin.registrations.lead')} />
      <Paper withBorder p="md" mb="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <TextInput
            type="search"
            label={t('admin.registrations.search')}
            description={t('admin.registrations.searchHint')}
            value={search}
            maxLength={200}
            onChange={(event) => setSearch(event.currentTarget.value)}
            miw={260}
            style={{ flex: 1 }}
          />
          <DownloadCsvButton
            label={t('admin.registrations.download')}
            download={() => downloadRegistrations(get('q'), i18n.language)}
            fallbackName="flarescope-business-mastery.csv"
          />
        </Group>
      </Paper>
      {query.data ? (
        <>
          <div className={classes.tableWrap} role="group" tabIndex={0} aria-label={caption}>
            <Table striped captionSide="top" fz="sm" aria-busy={query.isFetching}>
              <Table.Caption>{caption}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  {COLUMNS.map((column) => (
                    <Table.Th key={column} scope="col">
                      {t(`admin.registrations.columns.${column}`)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data.items.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>{row.name}</Table.Td>
                    <Table.Td>
                      <a href={`mailto:${row.email}`}>{row.email}</a>
                    </Table.Td>
                    <Table.Td>
                      {row.company}
                      {row.position && (
                        <Text size="xs" c="dark.5">
                          {row.position}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{countryName(row.country, i18n.language)}</Table.Td>
                    <Table.Td>{t(`admin.registrations.roles.${row.role}`)}</Table.Td>
                    {/* The registrant's own words, in whatever language they wrote (lang="": unknown). */}
                    <Table.Td lang="">
                      <Text size="xs" style={{ whiteSpace: 'pre-line', wordBreak: 'break-word' }} maw={360}>
                        {row.message}
                      </Text>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.dateTime(row.createdAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
          {query.data.items.length === 0 && (
            <Text c="dark.5" py="md">
              {t('admin.registrations.empty')}
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
      ) : (
        <ErrorState onRetry={() => void query.refetch()} />
      )}
    </>
  );
};
