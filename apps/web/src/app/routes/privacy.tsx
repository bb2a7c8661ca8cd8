import { LegalScreen } from '../../features/legal/legal-screen';
import { LEGAL_LINKS } from './legal-links';

const PrivacyRoute = () => <LegalScreen page="privacy" links={LEGAL_LINKS} />;

export default PrivacyRoute;
