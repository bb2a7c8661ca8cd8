import { CLIENT_ROUTES, HEADER_LINKS } from '@flarescope/shared';
import { Anchor, Burger, Button, Container, Group } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { paths } from '../../config/paths';
import { useClickOutside } from '../../lib/use-click-outside';
import { usePreferences } from '../../lib/preferences';
import { useSession } from '../../lib/session';
import { AccountMenu } from './account-menu';
import classes from './app-header.module.css';
import { LanguageSwitch } from '../../components/ui/language-switch';
import { UnitsSwitch } from './units-switch';
import { NotificationBell } from '../../features/notifications/components/notification-bell';

/** The header's links, from the route table (the server's first paint draws the same ones). */
const NAV_ITEMS = HEADER_LINKS.map((link) => ({ to: CLIENT_ROUTES[link.route].path, label: link.label }));

export const AppHeader = () => {
  const { t } = useTranslation();
  const session = useSession();
  const { setLanguage } = usePreferences();
  const [isNavOpen, setIsNavOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const burgerRef = useRef<HTMLButtonElement>(null);
  useClickOutside([navRef, burgerRef], () => setIsNavOpen(false), isNavOpen);

  return (
    <header className={classes.header}>
      <Container size="xl" className={classes.inner}>
        <Anchor component={Link} to={paths.root} className={classes.brand} underline="never">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>{t('app.name')}</span>
        </Anchor>
        <Burger
          ref={burgerRef}
          opened={isNavOpen}
          onClick={() => setIsNavOpen((open) => !open)}
          className={classes.burger}
          aria-label={t('nav.openMenu')}
          aria-expanded={isNavOpen}
          aria-controls="main-navigation"
          size="sm"
        />
        <nav
          id="main-navigation"
          ref={navRef}
          aria-label={t('nav.main')}
          className={classes.nav}
          data-open={isNavOpen || undefined}
        >
          {NAV_ITEMS.map((item) => (
            <NavLink key={item.to} to={item.to} className={classes.link} onClick={() => setIsNavOpen(false)}>
              {t(item.label)}
            </NavLink>
          ))}
        </nav>
        <Group gap="sm" className={classes.controls} wrap="nowrap">
          <LanguageSwitch onChange={setLanguage} />
          <UnitsSwitch />
          {session.signedIn && session.user && <NotificationBell />}
          {session.signedIn && session.user ? (
            <AccountMenu user={session.user} />
          ) : (
            <Button component={Link} to={paths.root} size="xs" variant="filled">
              {t('header.signIn')}
            </Button>
          )}
        </Group>
      </Container>
    </header>
  );
};
