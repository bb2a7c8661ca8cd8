import { makeUpcomingRoute } from './upcoming';

export default makeUpcomingRoute('upcoming.companyProfile', 'upcoming.companies.body');
