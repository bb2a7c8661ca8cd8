import {
  ADMIN_SECTIONS,
  adminDictionaries,
  projectsDictionaries,
  type AdminSection,
} from '@flarescope/shared';
import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { NotFoundScreen } from '../../../components/ui/not-found-screen';
import { PageHeader } from '../../../components/ui/page-header';
import { addDictionarySections } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import classes from './admin.module.css';

addDictionarySections(adminDictionaries);
// Stage names and the like, for the projects section and the dashboard.
addDictionarySections(projectsDictionaries);

/**
 * /admin and its sections, for administrators. Anyone else gets the not-found screen: the console is
 * not announced to them (the API refuses them every admin endpoint anyway, 401 or 403).
 */
export const AdminLayout = () => {
  const { t } = useTranslation();
  const { user } = useSession();
  if (user?.role !== 'admin') return <NotFoundScreen />;
  return (
    <Container size="lg" py="xl">
      <nav aria-label={t('admin.console.nav.label')} className={classes.nav}>
        {ADMIN_SECTIONS.map(([key, to]) => (
          <NavLink
            key={key}
            to={to}
            end={key === 'dashboard'}
            className={({ isActive }) => (isActive ? `${classes.tab} ${classes.active}` : classes.tab)}
          >
            {t(`admin.console.nav.${key}`)}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </Container>
  );
};

/** The heading of one console section: 'Administration' above, the section's name, its lead. */
export const AdminHeader = ({ section, lead }: { section: AdminSection; lead?: string }) => {
  const { t } = useTranslation();
  return (
    <PageHeader eyebrow={t('admin.console.title')} title={t(`admin.console.nav.${section}`)} lead={lead} />
  );
};
