import type { AdminUserDetail } from '@flarescope/shared';
import { Alert, Anchor, Badge, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useUser } from '../api/get-user';
import classes from '../components/admin.module.css';
import { AuditTable } from '../components/audit-table';
import { UserActions } from '../components/user-actions';
import { useAdminFormat } from '../components/use-admin-format';

const Facts = ({ items }: { items: Array<[string, ReactNode]> }) => (
  <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '6px 16px' }}>
    {items.map(([label, value]) => (
      <div key={label} style={{ display: 'contents' }}>
        <dt style={{ fontWeight: 600 }}>{label}</dt>
        <dd style={{ margin: 0 }}>{value}</dd>
      </div>
    ))}
  </dl>
);

const UserPage = ({ user }: { user: AdminUserDetail }) => {
  const { t, i18n } = useTranslation();
  const format = useAdminFormat();
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  useDocumentTitle(`${user.email} · ${t('admin.console.nav.users')}`);
  return (
    <Stack gap="lg">
      <div>
        <Anchor component={Link} to={paths.admin.users} size="sm">
          ← {t('admin.user.back')}
        </Anchor>
        <Title order={1} mt="xs" style={{ wordBreak: 'break-all' }}>
          {user.email}
        </Title>
        {user.role === 'admin' && (
          <Badge color="orange.9" variant="outline" mt={4}>
            {t('admin.users.roles.admin')}
          </Badge>
        )}
      </div>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <Paper withBorder p="md" component="section" aria-labelledby="user-account">
          <Title order={2} size="h4" id="user-account" mb="sm">
            {t('admin.user.account')}
          </Title>
          <Facts
            items={[
              [t('admin.user.name'), name],
              [t('admin.user.username'), user.username ?? ''],
              [t('admin.user.company'), user.company ?? ''],
              [t('admin.user.position'), user.position ?? ''],
              [t('admin.user.location'), [user.city, user.country].filter(Boolean).join(', ')],
              [t('admin.user.language'), t(`language.${user.language}`, { defaultValue: user.language })],
              [t('admin.user.created'), format.date(user.createdAt)],
              [
                t('admin.user.status'),
                user.closedAt
                  ? t('admin.user.closed', {
                      date: format.date(user.closedAt),
                      purge: user.purgeAfter ? format.date(user.purgeAfter) : '',
                    })
                  : t('admin.user.open'),
              ],
            ]}
          />
        </Paper>
        <Paper withBorder p="md" component="section" aria-labelledby="user-sessions">
          <Title order={2} size="h4" id="user-sessions" mb="sm">
            {t('admin.user.sessions')}
          </Title>
          <Facts
            items={[
              [
                t('admin.user.liveSessions'),
                t('admin.user.liveSessionsCount', { count: user.sessions.count }),
              ],
              [
                t('admin.user.lastSeen'),
                user.sessions.lastSeenAt
                  ? format.dateTime(user.sessions.lastSeenAt)
                  : t('admin.console.never'),
              ],
            ]}
          />
        </Paper>
        <Paper withBorder p="md" component="section" aria-labelledby="user-access">
          <Title order={2} size="h4" id="user-access" mb="sm">
            {t('admin.user.access')}
          </Title>
          <Facts
            items={[
              [t('admin.user.role'), t(`admin.users.roles.${user.role}`)],
              [
                t('admin.user.premium'),
                user.hasPremiumAccess ? t('admin.console.yes') : t('admin.console.no'),
              ],
              [t('admin.user.projects'), t(`admin.users.projectAccess.${user.projectAccess}`)],
            ]}
          />
        </Paper>
      </SimpleGrid>
      <Paper withBorder p="md" component="section" aria-labelledby="user-actions">
        <Title order={2} size="h4" id="user-actions" mb="sm">
          {t('admin.user.actions')}
        </Title>
        <UserActions user={user} />
      </Paper>
      <section aria-labelledby="user-grants">
        <Title order={2} size="h4" id="user-grants" mb="sm">
          {t('admin.user.grants')}
        </Title>
        {user.grants.length === 0 ? (
          <Text c="dark.5">{t('admin.user.noGrants')}</Text>
        ) : (
          <div
            className={classes.tableWrap}
            role="group"
            tabIndex={0}
            aria-label={t('admin.user.grantsCaption')}
          >
            <Table striped captionSide="top" fz="sm">
              <Table.Caption>{t('admin.user.grantsCaption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  {(['grants', 'grantScope', 'grantedBy', 'reason', 'when'] as const).map((column) => (
                    <Table.Th key={column} scope="col">
                      {t(`admin.user.${column}`)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {user.grants.map((grant) => (
                  <Table.Tr key={`${grant.kind}-${grant.project?.slug ?? ''}`}>
                    <Table.Td>{t(`admin.user.grantKind.${grant.kind}`)}</Table.Td>
                    <Table.Td>
                      {grant.project ? (
                        <Link to={paths.project.info(grant.project.slug)}>
                          {i18n.language === 'es' ? grant.project.titleEs : grant.project.titleEn}
                        </Link>
                      ) : grant.kind === 'projects' ? (
                        t('admin.user.allProjects')
                      ) : (
                        ''
                      )}
                    </Table.Td>
                    <Table.Td>{grant.grantedBy?.email ?? t('admin.console.commandLine')}</Table.Td>
                    <Table.Td>{grant.reason}</Table.Td>
                    <Table.Td>{format.dateTime(grant.createdAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        )}
      </section>
      <section aria-labelledby="user-history">
        <Title order={2} size="h4" id="user-history" mb="sm">
          {t('admin.user.history')}
        </Title>
        {user.history.length === 0 ? (
          <Text c="dark.5">{t('admin.user.noHistory')}</Text>
        ) : (
          <AuditTable entries={user.history} caption={t('admin.user.historyCaption')} />
        )}
      </section>
    </Stack>
  );
};

/** One account: profile, sessions, access with its actions, grants and history. */
export const AdminUserScreen = () => {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useUser(id);
  if (query.data) return <UserPage user={query.data} />;
  if (query.isPending) return <LoadingState isScreenTall />;
  if (query.error instanceof ApiError && query.error.code === 'user_not_found') {
    return (
      <Alert color="red" variant="light" role="alert">
        {t('errors.user_not_found')}{' '}
        <Anchor component={Link} to={paths.admin.users}>
          {t('admin.user.back')}
        </Anchor>
      </Alert>
    );
  }
  return <ErrorState onRetry={() => void query.refetch()} />;
};
