import { WorldScreen } from '../../features/flaring/screens/world-screen';

export default WorldScreen;
