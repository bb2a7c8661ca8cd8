import { makeUpcomingRoute } from './upcoming';

export default makeUpcomingRoute('upcoming.passport.title', 'upcoming.passport.body');
