import { AdminDashboardScreen } from '../../features/admin/screens/admin-dashboard-screen';

export default AdminDashboardScreen;
