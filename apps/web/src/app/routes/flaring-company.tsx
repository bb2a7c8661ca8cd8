import { CompanyScreen } from '../../features/flaring/screens/company-screen';

export default CompanyScreen;
