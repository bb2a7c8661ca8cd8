/**
 * One seeded template's build in a process of its own (seeded-template.ts, fillInProcess):
 * `node --import tsx fill-template.ts '<database as JSON>'`. Vitest's main process, which builds the templates
 * beside the first test files, also answers its workers for every module they load: the build's ~12–20 s of
 * seeding and screening there held the workers back.
 */
import type { Database } from '../config.js';
import { fillTemplate } from './seeded-template.js';

const [database] = process.argv.slice(2);
if (!database) throw new Error('Usage: fill-template.ts <database as JSON>');
await fillTemplate(JSON.parse(database) as Database, true);
