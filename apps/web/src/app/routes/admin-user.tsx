import { AdminUserScreen } from '../../features/admin/screens/admin-user-screen';

export default AdminUserScreen;
