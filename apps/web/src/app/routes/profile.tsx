import { PublicProfileScreen } from '../../features/passport/screens/public-profile-screen';

export default PublicProfileScreen;
