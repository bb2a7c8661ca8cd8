import { AdminSourcesScreen } from '../../features/admin/screens/admin-sources-screen';

export default AdminSourcesScreen;
