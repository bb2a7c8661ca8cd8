import { makeUpcomingRoute } from './upcoming';

export default makeUpcomingRoute('upcoming.settings.title', 'upcoming.settings.body');
