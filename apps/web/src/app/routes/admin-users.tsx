import { AdminUsersScreen } from '../../features/admin/screens/admin-users-screen';

export default AdminUsersScreen;
