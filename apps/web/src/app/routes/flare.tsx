import { makeUpcomingRoute } from './upcoming';

export default makeUpcomingRoute('upcoming.flare', 'upcoming.flareBody');
