import { LegalScreen } from '../../features/legal/legal-screen';
import { LEGAL_LINKS } from './legal-links';

const CookiesRoute = () => <LegalScreen page="cookies" links={LEGAL_LINKS} />;

export default CookiesRoute;
