import { CountryScreen } from '../../features/flaring/screens/country-screen';

export default CountryScreen;
