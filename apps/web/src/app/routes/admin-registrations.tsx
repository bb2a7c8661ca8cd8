import { AdminRegistrationsScreen } from '../../features/admin/screens/admin-registrations-screen';

export default AdminRegistrationsScreen;
