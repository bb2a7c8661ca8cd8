import { makeUpcomingRoute } from './upcoming';

export default makeUpcomingRoute('upcoming.flaringCountry', 'upcoming.flaring.body');
