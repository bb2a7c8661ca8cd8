import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { useFirstPaintHandoff } from '../first-paint';
import { LoginScreen } from '../../features/accounts/screens/login-screen';
import { usePreferences } from '../../lib/preferences';

/** Signing in or up reloads the app so that the signed-in route set is chosen (SPEC §2). */
const reloadSignedIn = () => window.location.assign(paths.root);

const LoginRoute = () => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { units } = usePreferences();
  useFirstPaintHandoff();
  return (
    <LoginScreen
      isRegistration={pathname === paths.register}
      signInHref={paths.root}
      registerHref={paths.register}
      visitorHref={paths.home}
      units={units}
      onSignedIn={reloadSignedIn}
      legalLinks={[
        { to: paths.privacy, label: t('nav.privacy') },
        { to: paths.terms, label: t('nav.terms') },
        { to: paths.cookies, label: t('nav.cookies') },
      ]}
    />
  );
};

export default LoginRoute;
