import { sessionContract, type SessionUserResponse } from '@flarescope/shared';
import { Button, Group, Modal, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { api, ApiError } from '../../lib/api-client';
import { useClickOutside } from '../../lib/use-click-outside';
import classes from './account-menu.module.css';

type AccountMenuProps = { user: SessionUserResponse };

/** The account menu: settings, passport, and sign-out behind a confirmation (SPEC §2). */
export const AccountMenu = ({ user }: AccountMenuProps) => {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const [isSigningOut, setIsSigningOut] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setIsOpen(false), []);
  useClickOutside([buttonRef, menuRef], close, isOpen);

  const displayName = user.username ?? user.firstName ?? user.email;
  // The avatar is the person's initial: their first name's, not their username's. Array.from keeps a
  // letter outside the BMP whole.
  const initial = Array.from((user.firstName ?? displayName).trim())[0]?.toLocaleUpperCase() ?? '?';

  const handleSignOut = async () => {
    setIsSigningOut(true);
    setError(null);
    try {
      await api.call(sessionContract.delete);
      // Signing out reloads the app so the signed-out route set is chosen (SPEC §2).
      window.location.assign(paths.root);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.messageKey : 'errors.general');
      setIsSigningOut(false);
    }
  };

  return (
    <div className={classes.root} onKeyDown={(event) => event.key === 'Escape' && setIsOpen(false)}>
      <UnstyledButton
        ref={buttonRef}
        className={classes.trigger}
        aria-haspopup="true"
        aria-expanded={isOpen}
        aria-controls="account-menu"
        aria-label={`${t('header.accountMenu')}: ${displayName}`}
        onClick={() => setIsOpen((open) => !open)}
      >
        <span className={classes.avatar} aria-hidden>
          {initial}
        </span>
      </UnstyledButton>
      {isOpen && (
        <Paper id="account-menu" ref={menuRef} className={classes.menu} shadow="md" withBorder>
          <Text size="xs" c="gray.7" px="sm" pt="xs" truncate>
            {user.email}
          </Text>
          <Stack gap={0} p={4}>
            <Link className={classes.item} to={paths.passport} onClick={close}>
              {t('header.passport')}
            </Link>
            <Link className={classes.item} to={paths.settings} onClick={close}>
              {t('header.settings')}
            </Link>
            {user.role === 'admin' && (
              <Link className={classes.item} to={paths.admin.dashboard} onClick={close}>
                {t('header.admin')}
              </Link>
            )}
            <button
              type="button"
              className={classes.item}
              onClick={() => {
                close();
                setIsConfirming(true);
              }}
            >
              {t('header.signOut')}
            </button>
          </Stack>
        </Paper>
      )}
      <Modal
        opened={isConfirming}
        onClose={() => setIsConfirming(false)}
        title={t('header.signOutConfirmTitle')}
        closeButtonProps={{ 'aria-label': t('header.close') }}
        centered
      >
        <Text size="sm">{t('header.signOutConfirmBody')}</Text>
        {error && (
          <Text size="sm" c="red.8" role="alert" mt="sm">
            {t(error)}
          </Text>
        )}
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setIsConfirming(false)}>
            {t('header.cancel')}
          </Button>
          <Button color="red.9" loading={isSigningOut} onClick={() => void handleSignOut()}>
            {t('header.signOut')}
          </Button>
        </Group>
      </Modal>
    </div>
  );
};
