import {
  m3ToMmscf,
  m3ToScf,
  tonnesToShortTons,
  type CompanyResponse,
  type FlareListResponse,
  type FlareResponse,
  type WorldSummaryResponse,
  flaringContract,
} from '@flarescope/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { client, type Caller } from '../../testing/client.js';
import { buildSignedInUser } from '../../testing/factories.js';

/**
 * Exports follow the user (issue 20, item 14): the chosen units with the unit in each header, the
 * Spanish CSV dialect, figures rounded to their real precision, codes as words, and the sources sheet.
 * Expected values are computed here from the JSON views the screens show.
 */
describe('exports in the user’s units and language', () => {
  let t: TestApp;
  let user: string;
  let premium: string;

  const as = (caller: Caller = null) => client(t).as(caller);
  const YPF = { country: 'argentina', company: 'ypf-s-a' };
  // Units the route does not know are sent through here too, on purpose: the query is cast.
  type ExportQuery = Record<string, string>;
  /** Argentina's flares as CSV, with more of the query. */
  const flaresCsv = (caller: Caller, more: ExportQuery = {}) =>
    as(caller).call(flaringContract.exportCountry, {
      params: { country: 'argentina' },
      query: { format: 'csv', table: 'flares', ...more } as never,
    });
  const exportFlare = (name: string, query: ExportQuery) =>
    as(premium).call(flaringContract.exportFlare, { params: { ...YPF, name }, query: query as never });

  /** The CSV's rows split by `delimiter` (no field in these tables holds the delimiter or a quote). */
  const csvRows = (body: string, delimiter: string) =>
    body
      .replace(/^\ufeff/, '')
      .trim()
      .split(/\r?\n/)
      .map((line) => line.split(delimiter));

  const workbookOf = async (payload: Buffer) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(payload as unknown as ArrayBuffer);
    return workbook;
  };

  /** Significant digits of a written number: '0,0123' → 3, '-68,1234' → 6, '1230' → 3. */
  const significantDigits = (text: string) =>
    text.replace(/^-/, '').replace(/[.,]/, '').replace(/^0+/, '').replace(/0+$/, '').length;

  beforeAll(async () => {
    t = await buildTestApp({}, { seeded: true });
    user = (await buildSignedInUser(t.db, t.clock)).token;
    premium = (await buildSignedInUser(t.db, t.clock, { has_premium_access: 1 })).token;
  }, 120_000);
  afterAll(async () => t.close());

  it('keeps every refusal: visitors 401, users without premium access 403, with any units', async () => {
    expect((await flaresCsv(null, { units: 'imperial' })).statusCode).toBe(401);
    const refused = await flaresCsv(user, { units: 'imperial', lang: 'es' });
    expect(refused.statusCode).toBe(403);
    expect(refused.error().code).toBe('no_premium_access');
  });

  it('refuses units it does not know with a translated 400 naming the field', async () => {
    const response = await flaresCsv(premium, { units: 'furlongs' });
    expect(response.statusCode).toBe(400);
    expect(response.error()).toMatchObject({
      code: 'validation_failed',
      fields: { units: 'validation.invalid_value' },
    });
  });

  it('writes the flares in MMscf with the unit in the header, three significant digits, types as words', async () => {
    const list: FlareListResponse = (
      await as().call(flaringContract.countryFlares, {
        params: { country: 'argentina' },
        query: { pageSize: 100, sort: 'volume', order: 'desc' },
      })
    ).json();
    const [header, ...rows] = csvRows((await flaresCsv(premium, { units: 'imperial' })).body, ',');
    expect(header).toEqual([
      'Name',
      'Company',
      'Field',
      'Type',
      'Latitude (°)',
      'Longitude (°)',
      'Flared gas (MMscf)',
      'Year',
    ]);
    const largest = list.items[0]!;
    expect(rows[0]![0]).toBe(largest.name);
    expect(Number(rows[0]![6])).toBe(Number(m3ToMmscf(largest.flaredM3).toPrecision(3)));
    // Every volume keeps three significant digits at most; no float noise such as 28415778772.89293.
    for (const row of rows) expect(significantDigits(row[6]!)).toBeLessThanOrEqual(3);
    // Types are the words the screen shows, never the codes.
    expect(new Set(rows.map((row) => row[3]))).toContain('Upstream flare');
    expect(rows.some((row) => row[3] === 'upstream')).toBe(false);
    // Metric is the default: million m³.
    const metric = csvRows((await flaresCsv(premium)).body, ',');
    expect(metric[0]![6]).toBe('Flared gas (million m³)');
    expect(Number(metric[1]![6])).toBe(Number((largest.flaredM3 / 1e6).toPrecision(3)));
  });

  it('writes only a basin’s or a province’s flares when the view has one chosen, named in the file', async () => {
    const all = csvRows((await flaresCsv(premium)).body, ',').slice(1);
    expect(all).toHaveLength(286);
    const inProvince = async (province: string) => {
      const fields = await t.db
        .selectFrom('fields')
        .select('name')
        .where('country_iso3', '=', 'ARG')
        .where('province', '=', province)
        .execute();
      return new Set(fields.map((field) => field.name));
    };
    const response = await flaresCsv(premium, { province: 'Rio Negro' });
    expect(response.headers['content-disposition']).toContain(
      'flarescope-argentina-rio-negro-2024-flares.csv',
    );
    const rows = csvRows(response.body, ',').slice(1);
    // Rio Negro's 23 flares (the province as the fields table writes it), each in one of its fields.
    expect(rows).toHaveLength(23);
    const fields = await inProvince('Rio Negro');
    for (const row of rows) expect(fields.has(row[2]!)).toBe(true);
    const basin = csvRows((await flaresCsv(premium, { basin: 'Neuquina' })).body, ',').slice(1);
    expect(basin).toHaveLength(195);
  });

  it('writes the Spanish CSV with ; between fields and , as the decimal mark, words in Spanish', async () => {
    const list: FlareListResponse = (
      await as().call(flaringContract.countryFlares, {
        params: { country: 'argentina' },
        query: { pageSize: 1, sort: 'volume', order: 'desc' },
      })
    ).json();
    const body = (await flaresCsv(premium, { units: 'imperial', lang: 'es' })).body;
    const [header, ...rows] = csvRows(body, ';');
    expect(header).toHaveLength(8);
    expect(header![6]).toBe('Gas quemado (MMscf)');
    const volume = rows[0]![6]!;
    expect(volume).toMatch(/^\d+(,\d+)?$/);
    expect(volume).toBe(String(Number(m3ToMmscf(list.items[0]!.flaredM3).toPrecision(3))).replace('.', ','));
    // Coordinates are negative decimals in Argentina: a minus sign and a decimal comma, not escaped text.
    expect(rows[0]![4]).toMatch(/^-\d+,\d{1,4}$/);
    expect(rows.map((row) => row[3])).toContain('Antorcha de upstream');
    expect(body).not.toMatch(/\d\.\d/);
  });

  it('writes the world’s countries with Spanish names, the Δ to the World Bank and rounded intensities', async () => {
    const world: WorldSummaryResponse = (await as().call(flaringContract.world)).json();
    const exported = await as(premium).call(flaringContract.exportWorld, {
      query: { format: 'csv', table: 'countries', lang: 'es', units: 'imperial' },
    });
    const [header, ...rows] = csvRows(exported.body, ';');
    expect(header).toEqual([
      'Puesto mundial',
      'País',
      'ISO 3166 alfa-3',
      'Gas quemado (MMscf)',
      'Antorchas activas',
      'Gas quemado según el Banco Mundial (MMscf)',
      'Año del Banco Mundial',
      'Satélite frente al Banco Mundial (%)',
      'Intensidad de quema (scf/bbl)',
    ]);
    const russia = world.countries.find((country) => country.iso3 === 'RUS')!;
    const row = rows.find((cells) => cells[2] === 'RUS')!;
    expect(row[1]).toBe('Rusia');
    const number = (text: string) => Number(text.replace(',', '.'));
    expect(number(row[3]!)).toBe(Number(m3ToMmscf(russia.flaredM3).toPrecision(3)));
    expect(number(row[5]!)).toBe(Number(m3ToMmscf(russia.worldBankM3!).toPrecision(4)));
    expect(number(row[8]!)).toBe(Number(m3ToScf(russia.intensityM3PerBbl!).toPrecision(3)));
    const delta = ((russia.satelliteInWorldBankYearM3! - russia.worldBankM3!) / russia.worldBankM3!) * 100;
    expect(number(row[7]!)).toBe(Math.round(delta * 10) / 10);
    for (const cells of rows)
      for (const cell of [cells[3]!, cells[5]!, cells[8]!].filter(Boolean))
        expect(significantDigits(cell)).toBeLessThanOrEqual(4);
  });

  it('gives the company workbook in Spanish and imperial units, with a sheet of sources and licences', async () => {
    const view: CompanyResponse = (await as().call(flaringContract.company, { params: YPF })).json();
    const response = await as(premium).call(flaringContract.exportCompany, {
      params: YPF,
      query: { format: 'xlsx', lang: 'es', units: 'imperial' },
    });
    expect(response.statusCode).toBe(200);
    const workbook = await workbookOf(response.rawPayload);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Resumen',
      'Serie anual',
      'Producción',
      'Yacimientos',
      'Antorchas',
      'Fuentes y licencias',
    ]);

    const summary = workbook.getWorksheet('Resumen')!;
    const figure = (label: string) => {
      let found: ExcelJS.Row | undefined;
      summary.eachRow((row) => {
        if (row.getCell(1).value === label) found = row;
      });
      return found!;
    };
    const flared = figure('Gas quemado');
    expect(flared.getCell(2).value).toBe(Number(m3ToMmscf(view.summary.flared.m3).toPrecision(3)));
    expect(flared.getCell(3).value).toBe('MMscf');
    expect(flared.getCell(5).value).toBe('Earth Observation Group');
    const co2 = figure('Emisiones de CO2');
    expect(co2.getCell(2).value).toBe(
      Number(tonnesToShortTons(view.summary.emissions.co2Tonnes).toPrecision(3)),
    );
    expect(co2.getCell(3).value).toBe('toneladas cortas');
    expect(figure('CO2e').getCell(3).value).toBe('toneladas cortas (GWP100)');

    const series = workbook.getWorksheet('Serie anual')!;
    expect(series.getRow(1).getCell(2).value).toBe('Gas quemado según satélite (MMscf)');

    const sources = workbook.getWorksheet('Fuentes y licencias')!;
    expect(sources.getRow(1).values).toEqual([
      undefined,
      'Editor',
      'Título',
      'Licencia',
      'Dirección',
      'Publicación',
      'Atribución',
    ]);
    expect(sources.rowCount).toBe(view.sources.length + 1);
    const publishers = sources.getColumn(1).values.slice(2);
    expect(publishers).toEqual(view.sources.map((source) => source.publisher));
    const licences = sources.getColumn(3).values.slice(2).join(' ');
    expect(licences).toContain('CC BY 4.0');
    const attribution = String(sources.getRow(2).getCell(6).value);
    expect(attribution).toMatch(/^Contiene datos de /);
    expect(attribution).toContain(view.sources[0]!.publisher);
  });

  it('writes a flare’s composition and series with words, not codes, in Spanish', async () => {
    const list: FlareListResponse = (
      await as().call(flaringContract.companyFlares, { params: YPF, query: { pageSize: 1 } })
    ).json();
    const name = list.items[0]!.name;
    const view: FlareResponse = (
      await as(premium).call(flaringContract.flare, { params: { ...YPF, name } })
    ).json();
    const [compositionHeader, ...components] = csvRows(
      (await exportFlare(name, { format: 'csv', table: 'composition', lang: 'es' })).body,
      ';',
    );
    expect(compositionHeader).toEqual(['Componente', 'Fracción molar']);
    expect(components[0]).toEqual([
      'Metano (C1)',
      String(Math.round(view.composition.components.c1! * 10_000) / 10_000).replace('.', ','),
    ]);
    const [seriesHeader, ...series] = csvRows(
      (await exportFlare(name, { format: 'csv', table: 'series', lang: 'es', units: 'imperial' })).body,
      ';',
    );
    expect(seriesHeader).toEqual([
      'Período',
      'Gas quemado (MMscf)',
      'CO2e (toneladas cortas, GWP100)',
      'Fuente',
      'Confianza',
    ]);
    const latest = view.series.at(-1)!;
    const row = series.find((cells) => cells[0] === latest.period)!;
    expect(row[3]).toBe('Earth Observation Group');
    if (latest.confidence) expect(['medido', 'calculado', 'estimado']).toContain(row[4]);
    const [, ...summary] = csvRows((await exportFlare(name, { format: 'csv', lang: 'es' })).body, ';');
    expect(summary.find((cells) => cells[0] === 'Tipo')![1]).toBe('Antorcha de upstream');
  });

  it('gives the sources as a CSV table too, in English by default', async () => {
    const response = await as(premium).call(flaringContract.exportCountry, {
      params: { country: 'argentina' },
      query: { format: 'csv', table: 'sources' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('flarescope-argentina-2024-sources.csv');
    expect(response.body).toContain('Publisher,Title,Licence,Address,Published,Attribution');
    expect(response.body).toContain('Contains data from World Bank');
  });
});
