/** The flaring explorer's front door: its routes and the shipped data (seed) the server and tests load. */
export { flaringRoutes } from './flaring.routes.js';
export { placeNames, type PlaceNames } from './place-names.js';
export { buildSeed } from './seed/build-seed.js';
export { loadSeed, loadShippedData, type SeedCounts } from './seed/load-seed.js';
export { isFlaringDataEmpty } from './seed/seed.repository.js';
export { SEED_DIR } from './seed/seed-path.js';
export { listDuplicateCandidates, nameSimilarity, reviewDuplicate } from './duplicates.js';
export { mergeCompanies, pairKey } from './merge-companies.repository.js';
