import { CompaniesCountryScreen } from '../../features/companies/screens/companies-country-screen';

export default CompaniesCountryScreen;
