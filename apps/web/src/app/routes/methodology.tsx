import { MethodologyScreen } from '../../features/flaring/screens/methodology-screen';

export default MethodologyScreen;
