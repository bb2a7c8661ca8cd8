import { Anchor, Box, Container, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { paths } from '../../config/paths';
import { useFirstPaintHandoff } from '../first-paint';
import { AppHeader } from './app-header';
import classes from './header-layout.module.css';
import { PreferencesSaveAlert } from './preferences-save-alert';

/** The shared header layout of SPEC §2: header, the page, and a footer with the legal links. */
export const HeaderLayout = () => {
  const { t } = useTranslation();
  const navigation = useNavigation();
  useFirstPaintHandoff();
  return (
    <div className={classes.shell}>
      <a href="#main" className={classes.skipLink}>
        {t('app.skipToContent')}
      </a>
      <AppHeader />
      <PreferencesSaveAlert />
      {navigation.state === 'loading' && (
        <Box className={classes.progress} role="status" aria-live="polite">
          <Loader size="xs" aria-hidden />
          <span className={classes.visuallyHidden}>{t('app.loading')}</span>
        </Box>
      )}
      <main id="main" tabIndex={-1} className={classes.main}>
        <Outlet />
      </main>
      <footer className={classes.footer}>
        <Container size="lg">
          <Group justify="space-between" gap="md">
            <Text size="sm" c="gray.7">
              {t('app.footer')}
            </Text>
            <nav aria-label={t('app.legalNav')}>
              <Group gap="md">
                <Anchor component={Link} to={paths.privacy} size="sm" className={classes.footerLink}>
                  {t('nav.privacy')}
                </Anchor>
                <Anchor component={Link} to={paths.terms} size="sm" className={classes.footerLink}>
                  {t('nav.terms')}
                </Anchor>
                <Anchor component={Link} to={paths.cookies} size="sm" className={classes.footerLink}>
                  {t('nav.cookies')}
                </Anchor>
                <Anchor href={paths.apiDocs} size="sm" className={classes.footerLink}>
                  {t('app.apiDocs')}
                </Anchor>
              </Group>
            </nav>
          </Group>
        </Container>
      </footer>
      <ScrollRestoration />
    </div>
  );
};
