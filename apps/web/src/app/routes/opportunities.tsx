import { OpportunitiesScreen } from '../../features/projects/screens/opportunities-screen';

export default OpportunitiesScreen;
