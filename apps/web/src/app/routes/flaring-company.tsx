import { makeUpcomingRoute } from './upcoming';

export default makeUpcomingRoute('upcoming.flaringCompany', 'upcoming.flaring.body');
