import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from '../../db/database.js';
import { createTestDatabase } from '../../testing/test-database.js';
import type { FormerAddress } from './former-addresses.js';
import { recordFormerAddresses } from './former-addresses.repository.js';

/**
 * Decision 035: an address that names a live company or flare again is that resource's, not a redirect —
 * recordFormerAddresses drops it as it writes, and keeps every address that answers nothing today.
 */
describe('recordFormerAddresses', () => {
  let db: Db;
  let drop: () => Promise<void>;
  let live: { iso3: string; companySlug: string; companyId: string; flareName: string; flareId: string };

  beforeAll(async () => {
    const seeded = await createTestDatabase({ seeded: true });
    drop = seeded.drop;
    db = createDatabase(seeded.database);
    const flare = await db
      .selectFrom('flares')
      .innerJoin('companies', 'companies.id', 'flares.company_id')
      .select([
        'flares.id as flareId',
        'flares.name as flareName',
        'flares.country_iso3 as iso3',
        'companies.id as companyId',
        'companies.slug as companySlug',
      ])
      .where('flares.country_iso3', '=', 'ARG')
      .orderBy('flares.id')
      .executeTakeFirstOrThrow();
    live = flare;
  });
  afterAll(async () => {
    await db.destroy();
    await drop();
  });

  const AT = '2030-01-01T00:00:00.000Z';
  const key = (a: { kind: string; country_iso3: string; company_slug: string; flare_name: string }) =>
    [a.kind, a.country_iso3, a.company_slug, a.flare_name].join('|');
  const stored = async () =>
    (
      await db
        .selectFrom('former_addresses')
        .select(['kind', 'country_iso3', 'company_slug', 'flare_name'])
        .where('recorded_at', '=', AT)
        .execute()
    )
      .map(key)
      .sort();

  it('keeps the addresses that answer nothing today and drops those that name a live flare or company', async () => {
    const flare = (country_iso3: string, company_slug: string, flare_name: string): FormerAddress => ({
      kind: 'flare',
      country_iso3,
      company_slug,
      flare_name,
      target_id: live.flareId,
      reason: 'import',
    });
    const company = (company_slug: string): FormerAddress => ({
      kind: 'company',
      country_iso3: live.iso3,
      company_slug,
      flare_name: '',
      target_id: live.companyId,
      reason: 'import',
    });
    const kept = [
      // The live flare's name under a company its country does not have, and in another country.
      flare(live.iso3, 'no-such-company', live.flareName),
      flare('BOL', live.companySlug, live.flareName),
      // A flare name its company does not have; a company slug nobody has.
      flare(live.iso3, live.companySlug, 'no-such-flare-00000'),
      company('no-such-company'),
    ];
    // The live flare's own address and its company's: served today, so not former addresses.
    const dropped = [flare(live.iso3, live.companySlug, live.flareName), company(live.companySlug)];
    expect(await recordFormerAddresses(db, [...kept, ...dropped], AT)).toBe(6);
    expect(await stored()).toEqual(kept.map(key).sort());
  });
});
