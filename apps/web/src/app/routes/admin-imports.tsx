import { AdminImportsScreen } from '../../features/admin/screens/admin-imports-screen';

export default AdminImportsScreen;
