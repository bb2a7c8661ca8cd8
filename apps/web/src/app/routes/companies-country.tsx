import { makeUpcomingRoute } from './upcoming';

export default makeUpcomingRoute('upcoming.companiesCountry', 'upcoming.companies.body');
