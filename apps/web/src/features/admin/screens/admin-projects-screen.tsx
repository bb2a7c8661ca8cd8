import { PROJECT_STAGES, type AdminProject, type ProjectStage } from '@flarescope/shared';
import { Alert, Anchor, Badge, Button, Group, NativeSelect, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAdminProjects, useChangeProject, type ProjectChange } from '../api/get-admin-projects';
import { AdminHeader } from '../components/admin-layout';
import { ConfirmDialog } from '../components/confirm-dialog';
import classes from '../components/admin.module.css';
import { useAdminFormat } from '../components/use-admin-format';

/** Projects: every one with its stage, owner and state; publish, unpublish, move a stage, feature one. */
export const AdminProjectsScreen = () => {
  const { t, i18n } = useTranslation();
  const format = useAdminFormat();
  useDocumentTitle(t('admin.console.nav.projects'));
  const query = useAdminProjects();
  const change = useChangeProject();
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AdminProject | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);
  const run = (next: ProjectChange) => {
    setError(null);
    change.mutate(next, {
      onError: (caught) => {
        const field = caught instanceof ApiError ? Object.values(caught.fields)[0] : undefined;
        setError(field ?? (caught instanceof ApiError ? caught.messageKey : 'errors.general'));
      },
    });
  };
  const title = (project: AdminProject) => (i18n.language === 'es' ? project.titleEs : project.titleEn);

  return (
    <>
      <AdminHeader section="projects" lead={t('admin.projects.lead')} />
      {error && (
        <Alert color="red" variant="light" role="alert" mb="md">
          {t(error)}
        </Alert>
      )}
      {deleted && (
        <Alert color="green" variant="light" role="status" mb="md">
          {t('admin.projects.deleted', { title: deleted })}
        </Alert>
      )}
      {deleting && (
        <ConfirmDialog
          title={t('admin.projects.confirmDelete.title')}
          body={t('admin.projects.confirmDelete.body', { title: title(deleting) })}
          confirmLabel={t('admin.projects.deleteShort')}
          isDanger
          onConfirm={async (reason) => {
            setDeleted(null);
            await change.mutateAsync({ kind: 'delete', slug: deleting.slug, reason });
            setDeleted(title(deleting));
          }}
          onClose={() => setDeleting(null)}
        />
      )}
      {!query.data ? (
        query.isPending ? (
          <LoadingState isScreenTall />
        ) : (
          <ErrorState onRetry={() => void query.refetch()} />
        )
      ) : query.data.items.length === 0 ? (
        <Text c="dark.5">{t('admin.projects.empty')}</Text>
      ) : (
        <div className={classes.tableWrap} role="group" tabIndex={0} aria-label={t('admin.projects.caption')}>
          <Table striped captionSide="top" fz="sm" aria-busy={change.isPending} className={classes.stacked}>
            <Table.Caption>{t('admin.projects.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {(['title', 'owner', 'stage', 'status'] as const).map((column) => (
                  <Table.Th key={column} scope="col">
                    {t(`admin.projects.${column}`)}
                  </Table.Th>
                ))}
                <Table.Th scope="col">{t('admin.user.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data.items.map((project) => (
                <Table.Tr key={project.slug}>
                  <Table.Td data-label={t('admin.projects.title')}>
                    <Anchor component={Link} to={paths.project.info(project.slug)}>
                      {title(project)}
                    </Anchor>
                    <Text size="xs" c="dark.5">
                      {format.date(project.updatedAt)}
                    </Text>
                  </Table.Td>
                  <Table.Td data-label={t('admin.projects.owner')}>
                    {project.owner ? (
                      <Anchor component={Link} to={paths.admin.user(project.owner.id)}>
                        {project.owner.email}
                      </Anchor>
                    ) : (
                      t('admin.projects.noOwner')
                    )}
                  </Table.Td>
                  <Table.Td data-label={t('admin.projects.stage')}>
                    <NativeSelect
                      aria-label={t('admin.projects.moveStage', { title: title(project) })}
                      value={project.stage}
                      data={PROJECT_STAGES.map((stage) => ({
                        value: stage,
                        label: t(`projects.stages.${stage}`),
                      }))}
                      onChange={(event) =>
                        run({
                          kind: 'stage',
                          slug: project.slug,
                          stage: event.currentTarget.value as ProjectStage,
                        })
                      }
                      size="xs"
                      miw={180}
                    />
                  </Table.Td>
                  <Table.Td data-label={t('admin.projects.status')}>
                    <Group gap={4}>
                      <Badge color={project.isPublished ? '#1e6b30' : 'gray.8'} variant="outline">
                        {project.isPublished ? t('admin.projects.published') : t('admin.projects.draft')}
                      </Badge>
                      {project.isFeatured && (
                        <Badge color="orange.9" variant="outline">
                          {t('admin.projects.featured')}
                        </Badge>
                      )}
                      {project.isIllustrative && (
                        <Badge color="blue.9" variant="outline">
                          {t('admin.projects.illustrative')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td data-label={t('admin.user.actions')}>
                    <Group gap={6} wrap="wrap">
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={`${project.isPublished ? t('admin.projects.unpublish') : t('admin.projects.publish')}: ${title(project)}`}
                        onClick={() =>
                          run({ kind: 'publication', slug: project.slug, isPublished: !project.isPublished })
                        }
                      >
                        {project.isPublished ? t('admin.projects.unpublish') : t('admin.projects.publish')}
                      </Button>
                      {project.isPublished && (
                        <Button
                          size="xs"
                          variant={project.isFeatured ? 'default' : 'outline'}
                          color="orange.9"
                          aria-label={`${project.isFeatured ? t('admin.projects.unfeature') : t('admin.projects.feature')}: ${title(project)}`}
                          onClick={() =>
                            run({ kind: 'feature', slug: project.slug, isFeatured: !project.isFeatured })
                          }
                        >
                          {project.isFeatured ? t('admin.projects.unfeature') : t('admin.projects.feature')}
                        </Button>
                      )}
                      <Button
                        size="xs"
                        variant="outline"
                        color="red.9"
                        aria-label={t('admin.projects.delete', { title: title(project) })}
                        onClick={() => setDeleting(project)}
                      >
                        {t('admin.projects.deleteShort')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
    </>
  );
};
