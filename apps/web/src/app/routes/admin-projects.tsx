import { AdminProjectsScreen } from '../../features/admin/screens/admin-projects-screen';

export default AdminProjectsScreen;
