import { AdminNightfireScreen } from '../../features/admin/screens/admin-nightfire-screen';

export default AdminNightfireScreen;
