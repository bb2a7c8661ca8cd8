import { UnsubscribeScreen } from '../../features/notifications/screens/unsubscribe-screen';

export default UnsubscribeScreen;
