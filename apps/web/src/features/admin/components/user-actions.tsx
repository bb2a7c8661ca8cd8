import type { AdminUserDetail } from '@flarescope/shared';
import { Alert, Button, Checkbox, Group, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeUser, type UserAction } from '../api/change-user';
import { useProjectChoices } from '../api/get-project-choices';
import { ConfirmDialog } from './confirm-dialog';

type ActionKey =
  | 'grantPremium'
  | 'revokePremium'
  | 'grantAllProjects'
  | 'revokeAllProjects'
  | 'grantProjects'
  | 'revokeProjects'
  | 'makeAdmin'
  | 'removeAdmin'
  | 'signOut';

const DANGER: ReadonlySet<ActionKey> = new Set([
  'revokePremium',
  'revokeAllProjects',
  'revokeProjects',
  'removeAdmin',
  'signOut',
]);

const ProjectChoices = ({ value, onChange }: { value: string[]; onChange: (slugs: string[]) => void }) => {
  const { t, i18n } = useTranslation();
  const query = useProjectChoices(true);
  if (!query.data) return <Loader size="sm" role="status" aria-label={t('admin.console.loading')} />;
  return (
    <Checkbox.Group
      label={t('admin.user.projectsField')}
      description={t('admin.user.projectsHint')}
      value={value}
      onChange={onChange}
      required
    >
      <Stack gap={6} mt={6}>
        {query.data.items.map((project) => (
          <Checkbox
            key={project.slug}
            value={project.slug}
            label={i18n.language === 'es' ? project.title.es : project.title.en}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
};

/**
 * The actions on one account: premium, every project or named ones, the admin role, and signing out
 * everywhere. Each opens a confirmation that asks for the reason; the page shows the server's answer.
 */
export const UserActions = ({ user }: { user: AdminUserDetail }) => {
  const { t } = useTranslation();
  const change = useChangeUser(user.id);
  const [open, setOpen] = useState<ActionKey | null>(null);
  const [projects, setProjects] = useState<string[]>([]);
  const [isSaved, setIsSaved] = useState(false);

  const actionOf = (key: ActionKey, reason: string): UserAction => {
    switch (key) {
      case 'grantPremium':
      case 'revokePremium':
        return { kind: 'premium', body: { isGranted: key === 'grantPremium', reason } };
      case 'grantAllProjects':
      case 'revokeAllProjects':
        return { kind: 'projects', body: { isGranted: key === 'grantAllProjects', scope: 'all', reason } };
      case 'grantProjects':
      case 'revokeProjects':
        return {
          kind: 'projects',
          body: { isGranted: key === 'grantProjects', scope: 'projects', projects, reason },
        };
      case 'makeAdmin':
      case 'removeAdmin':
        return { kind: 'role', body: { role: key === 'makeAdmin' ? 'admin' : 'user', reason } };
      default:
        return { kind: 'sign-out', body: { reason } };
    }
  };

  const available: ActionKey[] = [
    user.hasPremiumAccess ? 'revokePremium' : 'grantPremium',
    user.projectAccess === 'all' ? 'revokeAllProjects' : 'grantAllProjects',
    'grantProjects',
    ...(user.grants.some((grant) => grant.project) ? (['revokeProjects'] as const) : []),
    user.role === 'admin' ? 'removeAdmin' : 'makeAdmin',
    'signOut',
  ];

  const handleOpen = (key: ActionKey) => {
    setIsSaved(false);
    setProjects(
      key === 'revokeProjects'
        ? user.grants.flatMap((grant) => (grant.project ? [grant.project.slug] : []))
        : [],
    );
    setOpen(key);
  };

  return (
    <Stack gap="sm">
      <Group gap="xs">
        {available.map((key) => (
          <Button
            key={key}
            variant={DANGER.has(key) ? 'outline' : 'filled'}
            color={DANGER.has(key) ? 'red.9' : 'orange.9'}
            onClick={() => handleOpen(key)}
          >
            {t(`admin.user.${key}`)}
          </Button>
        ))}
      </Group>
      {isSaved && (
        <Alert color="green" variant="light" role="status">
          {t('admin.console.saved')}
        </Alert>
      )}
      {open && (
        <ConfirmDialog
          title={t(`admin.user.confirm.${open}.title`)}
          body={t(`admin.user.confirm.${open}.body`, { email: user.email })}
          confirmLabel={t(`admin.user.${open}`)}
          isDanger={DANGER.has(open)}
          onClose={() => setOpen(null)}
          onConfirm={async (reason) => {
            await change.mutateAsync(actionOf(open, reason));
            setIsSaved(true);
          }}
        >
          {(open === 'grantProjects' || open === 'revokeProjects') && (
            <ProjectChoices value={projects} onChange={setProjects} />
          )}
        </ConfirmDialog>
      )}
      <Text size="xs" c="dark.5">
        {t('admin.console.reasonHint')}
      </Text>
    </Stack>
  );
};
