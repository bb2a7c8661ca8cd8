import { BusinessScreen } from '../../features/event/business-screen';

export default BusinessScreen;
