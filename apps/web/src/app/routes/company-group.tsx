import { GroupScreen } from '../../features/companies/screens/group-screen';

export default GroupScreen;
