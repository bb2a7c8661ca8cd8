import { InvestorsFinancialsScreen } from '../../features/projects/screens/investors-financials-screen';

export default InvestorsFinancialsScreen;
