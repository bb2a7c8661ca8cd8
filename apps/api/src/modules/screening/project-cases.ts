import { projectCaseIrrs, storedProjectInputs, type IrrCase } from '@flarescope/shared';
import type { Db } from '../../db/database.js';
import { readSetting } from '../../lib/app-settings.repository.js';
import { projectSupplyRecords, type LinkedFlaresOf } from './project-supply.js';
import { replaceProjectCases, storedProjectCases } from './screening.repository.js';
import { SCREENING_VERSION_KEY } from './screening.service.js';

/**
 * Each project's lenders' and sponsors' IRRs (projectCaseIrrs on its supply record: decision 041), valid
 * while neither the project (its `updated_at`) nor the flaring data and its survival counts (the
 * screening's stamp, SCREENING_VERSION_KEY) change: two model evaluations and three queries a project
 * otherwise, on every "matches for you". Kept per database in this process (at most MAX_KEPT projects),
 * and in the database (`project_cases`, decision 045) by the look after each import's screening
 * (`store: true`), so that any process's first call after a data change reads them in one query.
 */
const MAX_KEPT = 20_000;

type Cases = Record<IrrCase, number | null> | null;

const kept = new WeakMap<Db, { stamp: string; cases: Map<string, Cases> }>();

/** Rows per statement when the cases are read or stored. */
const SLICE = 500;

export const projectCasesOf = async (
  db: Db,
  projects: ReadonlyArray<{
    id: string;
    updated_at: string;
    country_iso3: string;
    gas_available_m3_per_day: number;
    model_inputs: string;
  }>,
  options: {
    store?: boolean;
    /** The projects' linked flares, read only for projects whose cases are neither kept nor stored. */
    flaresOf: LinkedFlaresOf;
  },
): Promise<Map<string, Cases>> => {
  const stamp = (await readSetting(db, SCREENING_VERSION_KEY))?.value ?? '';
  let memory = kept.get(db);
  if (!memory || memory.stamp !== stamp) {
    memory = { stamp, cases: new Map() };
    kept.set(db, memory);
  }
  const { cases } = memory;
  const keyOf = (project: { id: string; updated_at: string }) => `${project.id}@${project.updated_at}`;
  if (cases.size + projects.length > MAX_KEPT) cases.clear();
  // Stored by a look (this process's or another's) at this stamp and project version; when storing,
  // every project is read, to find those kept in memory but not yet in the database.
  const toRead = options.store ? projects : projects.filter((project) => !cases.has(keyOf(project)));
  const stored = new Set<string>();
  for (let first = 0; first < toRead.length; first += SLICE) {
    const rows = await storedProjectCases(
      db,
      stamp,
      toRead.slice(first, first + SLICE).map((project) => project.id),
    );
    for (const row of rows) {
      const key = `${row.project_id}@${row.project_updated_at}`;
      stored.add(key);
      if (cases.has(key)) continue;
      cases.set(
        key,
        Number(row.has_cases) === 1
          ? {
              lenders: row.lenders_irr === null ? null : Number(row.lenders_irr),
              sponsors: row.sponsors_irr === null ? null : Number(row.sponsors_irr),
            }
          : null,
      );
    }
  }
  const missing = projects.filter((project) => !cases.has(keyOf(project)));
  if (missing.length > 0) {
    const supplies = await projectSupplyRecords(db, missing, options.flaresOf);
    for (const project of missing) {
      const inputs = storedProjectInputs(project.model_inputs, Number(project.gas_available_m3_per_day));
      const supply = supplies.get(project.id);
      cases.set(keyOf(project), inputs && supply ? projectCaseIrrs(inputs, supply) : null);
    }
  }
  const unstored = options.store ? projects.filter((project) => !stored.has(keyOf(project))) : [];
  if (unstored.length > 0)
    await storeCases(db, stamp, unstored, (project) => cases.get(keyOf(project)) ?? null);
  return new Map(projects.map((project) => [project.id, cases.get(keyOf(project)) ?? null]));
};

/** The computed cases into `project_cases`, replacing the projects' rows of any version or stamp. */
const storeCases = async (
  db: Db,
  stamp: string,
  projects: ReadonlyArray<{ id: string; updated_at: string }>,
  casesOf: (project: { id: string; updated_at: string }) => Cases,
) => {
  await db.transaction().execute(async (trx) => {
    for (let first = 0; first < projects.length; first += SLICE) {
      const slice = projects.slice(first, first + SLICE);
      await replaceProjectCases(
        trx,
        slice.map((project) => {
          const cases = casesOf(project);
          return {
            project_id: project.id,
            project_updated_at: project.updated_at,
            stamp,
            has_cases: cases ? 1 : 0,
            lenders_irr: cases?.lenders ?? null,
            sponsors_irr: cases?.sponsors ?? null,
          };
        }),
      );
    }
  });
};
