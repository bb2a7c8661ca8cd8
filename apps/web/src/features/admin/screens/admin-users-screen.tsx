import { PROJECT_ACCESS_SCOPES, USER_ROLES, type AdminUserSummary } from '@flarescope/shared';
import { Badge, Group, NativeSelect, Paper, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useUsers, type UserFilters } from '../api/get-users';
import { AdminHeader } from '../components/admin-layout';
import classes from '../components/admin.module.css';
import { Pager } from '../components/pager';
import { useAdminFormat } from '../components/use-admin-format';
import { useUrlFilters } from '../components/use-url-filters';

const FILTERS = ['role', 'premium', 'projects', 'closed', 'investor'] as const;

const fullName = (user: AdminUserSummary) => [user.firstName, user.lastName].filter(Boolean).join(' ');

/** Users: a paged table searched by email, name, username or company, filtered by access; in the URL. */
export const AdminUsersScreen = () => {
  const { t } = useTranslation();
  const format = useAdminFormat();
  useDocumentTitle(t('admin.console.nav.users'));
  const { get, set, search, setSearch, page } = useUrlFilters('q');
  const filters: UserFilters = {
    q: get('q'),
    page,
    ...Object.fromEntries(FILTERS.map((key) => [key, get(key)])),
  };
  const query = useUsers(filters);

  const yesNo = [
    { value: '', label: t('admin.console.any') },
    { value: 'yes', label: t('admin.console.yes') },
    { value: 'no', label: t('admin.console.no') },
  ];
  const options = {
    role: [
      { value: '', label: t('admin.console.any') },
      ...USER_ROLES.map((role) => ({ value: role, label: t(`admin.users.roles.${role}`) })),
    ],
    premium: yesNo,
    projects: [
      { value: '', label: t('admin.console.any') },
      ...PROJECT_ACCESS_SCOPES.map((scope) => ({
        value: scope,
        label: t(`admin.users.projectAccess.${scope}`),
      })),
    ],
    closed: yesNo,
    investor: yesNo,
  };

  return (
    <>
      <AdminHeader section="users" lead={t('admin.users.lead')} />
      <Paper withBorder p="md" mb="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <TextInput
            type="search"
            label={t('admin.users.search')}
            description={t('admin.users.searchHint')}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            maxLength={200}
            miw={260}
            style={{ flex: 1 }}
          />
          {FILTERS.map((key) => (
            <NativeSelect
              key={key}
              label={t(`admin.users.${key}`)}
              data={options[key]}
              value={get(key) ?? ''}
              onChange={(event) => set(key, event.currentTarget.value)}
            />
          ))}
        </Group>
      </Paper>
      {query.data ? (
        <>
          <div
            className={classes.tableWrap}
            role="group"
            tabIndex={0}
            aria-label={t('admin.users.tableCaption')}
          >
            <Table striped highlightOnHover captionSide="top" aria-busy={query.isFetching}>
              <Table.Caption>{t('admin.users.tableCaption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  {(
                    [
                      'email',
                      'name',
                      'username',
                      'company',
                      'role',
                      'premium',
                      'projects',
                      'status',
                      'created',
                    ] as const
                  ).map((column) => (
                    <Table.Th key={column} scope="col">
                      {t(`admin.users.columns.${column}`)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data.items.map((user) => (
                  <Table.Tr key={user.id}>
                    <Table.Td>
                      <Link to={paths.admin.user(user.id)}>{user.email}</Link>
                    </Table.Td>
                    <Table.Td>{fullName(user)}</Table.Td>
                    <Table.Td>{user.username}</Table.Td>
                    <Table.Td>{user.company}</Table.Td>
                    <Table.Td>
                      {user.role === 'admin' ? (
                        <Badge color="orange.9" variant="outline">
                          {t('admin.users.roles.admin')}
                        </Badge>
                      ) : (
                        t('admin.users.roles.user')
                      )}
                    </Table.Td>
                    <Table.Td>
                      {user.hasPremiumAccess ? t('admin.console.yes') : t('admin.console.no')}
                    </Table.Td>
                    <Table.Td>{t(`admin.users.projectAccess.${user.projectAccess}`)}</Table.Td>
                    <Table.Td>
                      {user.closedAt
                        ? t('admin.users.closedOn', { date: format.date(user.closedAt) })
                        : t('admin.users.open')}
                    </Table.Td>
                    <Table.Td>{format.date(user.createdAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
          {query.data.items.length === 0 && (
            <Text c="dark.5" py="md">
              {t('admin.users.empty')}
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
