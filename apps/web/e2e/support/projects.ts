import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { defaultProjectInputs } from '@flarescope/shared';
import Database from 'better-sqlite3';
import { E2E_DB_FILE } from '../../../../playwright.config';
import { presetLanguage, type Language, type SignedInUser } from './fixtures';

/** A published project seeking funding, owned by `ownerId`, fed by a real flare of the shipped data. */
export const createProject = (ownerId: string, language: Language) => {
  const id = randomUUID();
  const slug = `puesto-hernandez-power-${language}-${id.slice(0, 6)}`;
  const now = new Date().toISOString();
  const db = new Database(E2E_DB_FILE, { fileMustExist: true, timeout: 10_000 });
  try {
    db.pragma('busy_timeout = 10000');
    const flare = db
      .prepare(`SELECT id, company_id FROM flares WHERE country_iso3 = 'ARG' ORDER BY id LIMIT 1`)
      .get() as { id: string; company_id: string };
    db.prepare(
      `INSERT INTO projects (id, slug, title_en, title_es, summary_en, summary_es, description_en, description_es,
         company_id, country_iso3, stage, technology, gas_available_m3_per_day, composition, model_inputs,
         funding_sought_usd, milestones, owner_id, is_published, is_illustrative, is_featured, published_at,
         created_at, updated_at)
       VALUES (@id, @slug, @titleEn, @titleEs, 'Engines burn a flare’s gas.', 'Motores queman el gas de una antorcha.',
         'A 10 MW plant.', 'Una planta de 10 MW.', @companyId, 'ARG', 'seeking_funding', 'reciprocating_engine',
         80000, NULL, @model, 12000000, '[]', @ownerId, 1, 0, 0, @now, @now, @now)`,
    ).run({
      id,
      slug,
      titleEn: `Puesto Hernández engines ${id.slice(0, 6)}`,
      titleEs: `Motores en Puesto Hernández ${id.slice(0, 6)}`,
      companyId: flare.company_id,
      model: JSON.stringify(
        defaultProjectInputs({ technology: 'reciprocating_engine', capacityMw: 10, gasLhvMjPerM3: 36 }),
      ),
      ownerId,
      now,
    });
    db.prepare(`INSERT INTO project_flares (project_id, flare_id, position) VALUES (?, ?, 0)`).run(
      id,
      flare.id,
    );
  } finally {
    db.close();
  }
  return {
    slug,
    title: {
      en: `Puesto Hernández engines ${id.slice(0, 6)}`,
      es: `Motores en Puesto Hernández ${id.slice(0, 6)}`,
    },
  };
};

/** Moves a project straight to `stage` in the database (no notice), for a test to move it on by the UI. */
export const setProjectStage = (slug: string, stage: string) => {
  const db = new Database(E2E_DB_FILE, { fileMustExist: true, timeout: 10_000 });
  try {
    db.pragma('busy_timeout = 10000');
    db.prepare(`UPDATE projects SET stage = ? WHERE slug = ?`).run(stage, slug);
  } finally {
    db.close();
  }
};

export const pageFor = async (browser: Browser, user: SignedInUser, language: Language): Promise<Page> => {
  const context = await browser.newContext();
  await presetLanguage(context, language);
  await context.addCookies([{ name: 'auth', value: user.token, domain: '127.0.0.1', path: '/' }]);
  return context.newPage();
};
