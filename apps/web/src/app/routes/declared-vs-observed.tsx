import { DeclaredVsObservedScreen } from '../../features/companies/screens/declared-vs-observed-screen';

export default DeclaredVsObservedScreen;
