import { paths } from '../../config/paths';
import { WelcomeScreen, type WelcomeSection } from '../../features/home/welcome-screen';

// Investors reach projects through My Passport's "My projects" (SPEC §2 has no project list route).
const SECTIONS: WelcomeSection[] = [
  { key: 'passport', to: paths.passport },
  { key: 'operators', to: paths.companies.list },
  { key: 'business', to: paths.business },
  { key: 'flaring', to: paths.flaring.world },
  { key: 'investors', to: paths.passport },
];

const WelcomeRoute = () => <WelcomeScreen sections={SECTIONS} />;

export default WelcomeRoute;
