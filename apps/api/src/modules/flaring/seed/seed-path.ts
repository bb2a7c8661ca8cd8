import path from 'node:path';
import { ROOT_DIR } from '../../../config.js';

/** The shipped real data, copied from the shared data set with its SOURCES.md. */
export const SEED_DIR = path.join(ROOT_DIR, 'data', 'seed');
