import { AdminAuditScreen } from '../../features/admin/screens/admin-audit-screen';

export default AdminAuditScreen;
