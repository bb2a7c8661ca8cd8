import { useParams } from 'react-router';
import { PublicProfileScreen } from '../../features/passport/screens/public-profile-screen';

const ProfileRoute = () => {
  const { username = '' } = useParams();
  return <PublicProfileScreen username={username} />;
};

export default ProfileRoute;
