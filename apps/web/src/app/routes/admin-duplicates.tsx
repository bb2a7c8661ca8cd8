import { AdminDuplicatesScreen } from '../../features/admin/screens/admin-duplicates-screen';

export default AdminDuplicatesScreen;
