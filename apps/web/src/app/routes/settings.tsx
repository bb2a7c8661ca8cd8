import { paths } from '../../config/paths';
import { InvestorProfileForm } from '../../features/investors/components/investor-profile-form';
import { EmailPreferencesForm } from '../../features/notifications/components/email-preferences-form';
import { SettingsScreen } from '../../features/settings/screens/settings-screen';
import { usePreferences } from '../../lib/preferences';
import { useTranslation } from 'react-i18next';

/** A closed account has no session left: reload into the signed-out route set (SPEC §2). */
const reloadSignedOut = () => window.location.assign(paths.root);

const SettingsRoute = () => {
  const { units, setUnits, setLanguage } = usePreferences();
  const { t } = useTranslation();
  return (
    <SettingsScreen
      extraSections={[
        { id: 'investor-profile', title: t('investors.profile.title'), content: <InvestorProfileForm /> },
        {
          id: 'email-notices',
          title: t('investors.emailPreferences.title'),
          content: <EmailPreferencesForm />,
        },
      ]}
      units={units}
      onUnitsChange={setUnits}
      onLanguageChange={setLanguage}
      onAccountClosed={reloadSignedOut}
    />
  );
};

export default SettingsRoute;
