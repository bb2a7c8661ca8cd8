import { CompanyProfileScreen } from '../../features/companies/screens/company-profile-screen';

export default CompanyProfileScreen;
