import { paths as clientPaths } from '@flarescope/shared';

/**
 * Every link and route path: the client paths of the one route table (packages/shared/src/routes.ts,
 * decision 044), which the router is built from, and the API's documentation page.
 */
export const paths = {
  ...clientPaths,
  apiDocs: '/api/docs',
} as const;
