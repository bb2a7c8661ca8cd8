import { paths } from '../../config/paths';
import { WelcomeScreen, type WelcomeSection } from '../../features/home/welcome-screen';

const SECTIONS: WelcomeSection[] = [
  { key: 'passport', to: paths.passport },
  { key: 'operators', to: paths.companies.list },
  { key: 'business', to: paths.business },
  { key: 'flaring', to: paths.flaring.world },
  { key: 'investors', to: paths.opportunities },
];

const WelcomeRoute = () => <WelcomeScreen sections={SECTIONS} />;

export default WelcomeRoute;
