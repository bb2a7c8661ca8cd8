import { ScreenedScreen } from '../../features/projects/screens/screened-screen';

export default ScreenedScreen;
