import { makeUpcomingRoute } from './upcoming';

export default makeUpcomingRoute('upcoming.flaring.title', 'upcoming.flaring.body');
