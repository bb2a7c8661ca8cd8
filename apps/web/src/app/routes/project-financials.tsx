import { makeUpcomingRoute } from './upcoming';

export default makeUpcomingRoute(
  'upcoming.project.title',
  'upcoming.project.body',
  'upcoming.project.financials',
);
