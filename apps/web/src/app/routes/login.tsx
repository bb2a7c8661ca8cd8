import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { LoginScreen } from '../../features/accounts/login-screen';

const LoginRoute = () => {
  const { t } = useTranslation();
  return (
    <LoginScreen
      visitorHref={paths.home}
      legalLinks={[
        { to: paths.privacy, label: t('nav.privacy') },
        { to: paths.terms, label: t('nav.terms') },
        { to: paths.cookies, label: t('nav.cookies') },
      ]}
    />
  );
};

export default LoginRoute;
