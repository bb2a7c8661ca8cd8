import { makeUpcomingRoute } from './upcoming';

export default makeUpcomingRoute('upcoming.companies.title', 'upcoming.companies.body');
