import { LegalScreen } from '../../features/legal/legal-screen';
import { LEGAL_LINKS } from './legal-links';

const TermsRoute = () => <LegalScreen page="terms" links={LEGAL_LINKS} />;

export default TermsRoute;
