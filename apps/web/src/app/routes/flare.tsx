import { FlareScreen } from '../../features/flaring/screens/flare-screen';

export default FlareScreen;
