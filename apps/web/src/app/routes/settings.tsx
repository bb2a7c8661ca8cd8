import { paths } from '../../config/paths';
import { SettingsScreen } from '../../features/settings/screens/settings-screen';
import { usePreferences } from '../../lib/preferences';

/** A closed account has no session left: reload into the signed-out route set (SPEC §2). */
const reloadSignedOut = () => window.location.assign(paths.root);

const SettingsRoute = () => {
  const { units, setUnits, setLanguage } = usePreferences();
  return (
    <SettingsScreen
      units={units}
      onUnitsChange={setUnits}
      onLanguageChange={setLanguage}
      onAccountClosed={reloadSignedOut}
    />
  );
};

export default SettingsRoute;
