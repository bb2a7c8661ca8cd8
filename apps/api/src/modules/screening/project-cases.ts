import { projectCaseIrrs, storedProjectInputs, type IrrCase } from '@flarescope/shared';
import type { Db } from '../../db/database.js';
import { readSetting } from '../../lib/app-settings.repository.js';
import { projectSupplyRecords } from './project-supply.js';
import { SCREENING_VERSION_KEY } from './screening.service.js';

/**
 * Each project's lenders' and sponsors' IRRs (projectCaseIrrs on its supply record: decision 041), kept
 * per database in this process while neither the project (its `updated_at`) nor the flaring data and its
 * survival counts (the screening's stamp, SCREENING_VERSION_KEY) change: two model evaluations and three
 * queries a project otherwise, on every "matches for you". At most MAX_KEPT projects are kept.
 */
const MAX_KEPT = 20_000;

type Cases = Record<IrrCase, number | null> | null;

const kept = new WeakMap<Db, { stamp: string; cases: Map<string, Cases> }>();

export const projectCasesOf = async (
  db: Db,
  projects: ReadonlyArray<{
    id: string;
    updated_at: string;
    country_iso3: string;
    gas_available_m3_per_day: number;
    model_inputs: string;
  }>,
): Promise<Map<string, Cases>> => {
  const stamp = (await readSetting(db, SCREENING_VERSION_KEY))?.value ?? '';
  let store = kept.get(db);
  if (!store || store.stamp !== stamp) {
    store = { stamp, cases: new Map() };
    kept.set(db, store);
  }
  const { cases } = store;
  const keyOf = (project: (typeof projects)[number]) => `${project.id}@${project.updated_at}`;
  const missing = projects.filter((project) => !cases.has(keyOf(project)));
  if (missing.length > 0) {
    const supplies = await projectSupplyRecords(db, missing);
    if (cases.size + missing.length > MAX_KEPT) cases.clear();
    for (const project of missing) {
      const inputs = storedProjectInputs(project.model_inputs, Number(project.gas_available_m3_per_day));
      const supply = supplies.get(project.id);
      cases.set(keyOf(project), inputs && supply ? projectCaseIrrs(inputs, supply) : null);
    }
  }
  return new Map(projects.map((project) => [project.id, cases.get(keyOf(project)) ?? null]));
};
