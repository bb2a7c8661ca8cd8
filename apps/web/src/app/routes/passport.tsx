import { Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { InvestorMatches } from '../../features/investors/components/investor-matches';
import { InvestorProfileCard } from '../../features/investors/components/investor-profile-card';
import { PassportScreen } from '../../features/passport/screens/passport-screen';
import { useAccount } from '../../features/settings/api/get-account';
import { AccountForm } from '../../features/settings/components/account-form';

/** The settings' account form, for the passport's general information: the same schemas as sign-up. */
const GeneralInfoEditor = ({ onSaved }: { onSaved: () => void }) => {
  const { t } = useTranslation();
  const account = useAccount();
  if (!account.data) return <Loader size="sm" role="status" aria-label={t('passport.loading')} />;
  return <AccountForm account={account.data} onSaved={onSaved} />;
};

const PassportRoute = () => (
  <PassportScreen
    renderGeneralInfoEditor={({ onSaved }) => <GeneralInfoEditor onSaved={onSaved} />}
    investorProfile={
      <>
        <InvestorProfileCard />
        <InvestorMatches />
      </>
    }
  />
);

export default PassportRoute;
