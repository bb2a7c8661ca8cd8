import type { AdminDashboard } from '@flarescope/shared';
import { Anchor, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useDashboard } from '../api/get-dashboard';
import { AdminHeader } from '../components/admin-layout';
import classes from '../components/admin.module.css';
import { useAdminFormat } from '../components/use-admin-format';

const Figure = ({ label, value }: { label: string; value: string }) => (
  <Paper withBorder p="md">
    <Text size="sm" c="dark.5">
      {label}
    </Text>
    <Text fz={28} fw={700}>
      {value}
    </Text>
  </Paper>
);

const WeeksChart = ({ weeks }: { weeks: AdminDashboard['users']['byWeek'] }) => {
  const { t } = useTranslation();
  const format = useAdminFormat();
  const max = Math.max(1, ...weeks.map((week) => week.count));
  return (
    <>
      <div className={classes.bars} aria-hidden>
        {weeks.map((week) => (
          <div
            key={week.weekStart}
            className={classes.bar}
            style={{ height: `${(week.count / max) * 100}%` }}
            title={`${format.date(week.weekStart)}: ${week.count}`}
          />
        ))}
      </div>
      {/* One row per week: the table stays as narrow as its two columns (issue 27, item 7: a row of
          twelve weeks ran off the right edge and cut its caption). */}
      <Table captionSide="top" fz="sm" mt="sm" maw={420} className={classes.weeks}>
        <Table.Caption>{t('admin.dashboard.byWeekCaption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('admin.dashboard.weekColumn')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('admin.dashboard.newAccounts')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {weeks.map((week) => (
            <Table.Tr key={week.weekStart}>
              <Table.Th scope="row" fw={400}>
                {t('admin.dashboard.week', { date: format.date(week.weekStart) })}
              </Table.Th>
              <Table.Td ta="right">{format.number(week.count)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
};

/** Counts that matter to the people running the platform (issue 19, item 6). */
export const AdminDashboardScreen = () => {
  const { t, i18n } = useTranslation();
  const format = useAdminFormat();
  useDocumentTitle(t('admin.console.title'));
  const query = useDashboard();
  const data = query.data;
  return (
    <>
      <AdminHeader section="dashboard" lead={t('admin.dashboard.lead')} />
      {!data ? (
        query.isPending ? (
          <LoadingState isScreenTall />
        ) : (
          <ErrorState onRetry={() => void query.refetch()} />
        )
      ) : (
        <Stack gap="xl">
          <section aria-labelledby="dash-users">
            <Title order={2} size="h3" id="dash-users" mb="sm">
              {t('admin.dashboard.users')}
            </Title>
            <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }}>
              <Figure label={t('admin.dashboard.total')} value={format.number(data.users.total)} />
              <Figure label={t('admin.dashboard.admins')} value={format.number(data.users.admins)} />
              <Figure label={t('admin.dashboard.premium')} value={format.number(data.users.premium)} />
              <Figure
                label={t('admin.dashboard.projectAccess')}
                value={format.number(data.users.projectAccess)}
              />
              <Figure label={t('admin.dashboard.closed')} value={format.number(data.users.closed)} />
            </SimpleGrid>
            <Title order={3} size="h4" mt="lg" mb="sm">
              {t('admin.dashboard.byWeek')}
            </Title>
            <WeeksChart weeks={data.users.byWeek} />
          </section>
          <section aria-labelledby="dash-projects">
            <Title order={2} size="h3" id="dash-projects" mb="sm">
              {t('admin.dashboard.projects')}
            </Title>
            <Table captionSide="top" maw={520} fz="sm">
              <Table.Caption>{t('admin.dashboard.byStage')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('admin.dashboard.stage')}</Table.Th>
                  <Table.Th scope="col">{t('admin.dashboard.allProjects')}</Table.Th>
                  <Table.Th scope="col">{t('admin.dashboard.published')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.projects.byStage.map((row) => (
                  <Table.Tr key={row.stage}>
                    <Table.Th scope="row">{t(`projects.stages.${row.stage}`)}</Table.Th>
                    <Table.Td>{format.number(row.total)}</Table.Td>
                    <Table.Td>{format.number(row.published)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Text mt="sm">
              <strong>{t('admin.dashboard.featured')}:</strong>{' '}
              {data.projects.featured ? (
                <Anchor component={Link} to={paths.project.info(data.projects.featured.slug)}>
                  {i18n.language === 'es' ? data.projects.featured.titleEs : data.projects.featured.titleEn}
                </Anchor>
              ) : (
                t('admin.dashboard.noFeatured')
              )}
            </Text>
          </section>
          <section aria-labelledby="dash-investors">
            <Title order={2} size="h3" id="dash-investors" mb="sm">
              {t('admin.dashboard.investors')}
            </Title>
            <SimpleGrid cols={{ base: 2, sm: 5 }}>
              <Figure
                label={t('admin.dashboard.investorProfiles')}
                value={format.number(data.investors.profiles)}
              />
              <Figure
                label={t('admin.dashboard.activeInvestors')}
                value={format.number(data.investors.active)}
              />
              <Figure
                label={t('admin.dashboard.indicated')}
                value={format.number(data.investors.indicatedUsd)}
              />
              <Figure
                label={t('admin.dashboard.committed')}
                value={format.number(data.investors.committedUsd)}
              />
              <Figure
                label={t('admin.dashboard.closedFunding')}
                value={format.number(data.investors.closedUsd)}
              />
            </SimpleGrid>
            <Text size="sm" c="dark.4" mt="xs">
              {t('admin.dashboard.fundingNote')}
            </Text>
          </section>
          <section aria-labelledby="dash-imports">
            <Title order={2} size="h3" id="dash-imports" mb="sm">
              {t('admin.dashboard.imports')}
            </Title>
            <SimpleGrid cols={{ base: 2, sm: 4 }}>
              <Figure label={t('admin.dashboard.importsTotal')} value={format.number(data.imports.total)} />
              <Figure label={t('admin.dashboard.succeeded')} value={format.number(data.imports.succeeded)} />
              <Figure label={t('admin.dashboard.failed')} value={format.number(data.imports.failed)} />
              <Figure label={t('admin.dashboard.rows')} value={format.number(data.imports.rows)} />
            </SimpleGrid>
          </section>
        </Stack>
      )}
    </>
  );
};
