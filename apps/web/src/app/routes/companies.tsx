import { CompaniesScreen } from '../../features/companies/screens/companies-screen';

export default CompaniesScreen;
