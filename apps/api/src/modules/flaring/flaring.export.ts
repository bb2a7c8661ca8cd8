import {
  dictionaries,
  GAS_COMPONENTS,
  type CompanyResponse,
  type CountryResponse,
  type DeclaredVsObservedResponse,
  type ObservedMonth,
  type FlareListResponse,
  type FlareResponse,
  type FlaringSource,
  type Co2eRangeView,
  type FlaringSummary,
  type Locale,
  type UnitSystem,
  type WorldSummaryResponse,
} from '@flarescope/shared';
import { MEASURES, type Cell, type ExportSheet, type Measure } from '../../lib/table-export.js';

/**
 * CSV and XLSX downloads of exactly what a view shows: each view is a list of tables (summary, series,
 * companies, flares …) and a sheet of its sources and licences. XLSX holds every table as a sheet; CSV
 * holds the one asked for. Headers, codes (flare types, gas components, sources) and the CSV's number
 * format follow the chosen language; values are in the chosen unit system, with the unit in each header
 * (or, in a summary, in its unit column), rounded to the precision the figure really has (MEASURES).
 * The sheets are written by lib/table-export.ts, which the other downloads share.
 */
type Dictionary = (typeof dictionaries)['en']['exports'];
type FigureKey = keyof Dictionary['figures'];

/** What an export is written for: the language (words, number format) and the unit system. */
export type ExportContext = { lang: Locale; units: UnitSystem };

/** The words and conversions of one export, built once from its context. */
const textFor = ({ lang, units }: ExportContext) => {
  const t = dictionaries[lang].exports;
  const explorer = dictionaries[lang].explorer;
  const measure = (kind: Measure, metric: number | null | undefined): number | null =>
    metric === null || metric === undefined ? null : MEASURES[kind].value(metric, units);
  const unit = (kind: Measure): string => {
    const label = MEASURES[kind].unit(units);
    return label ? t.units[label] : '';
  };
  return {
    t,
    lang,
    measure,
    unit,
    yesNo: (value: boolean) => (value ? t.yes : t.no),
    flareType: (type: keyof typeof explorer.flareTypes) => explorer.flareTypes[type],
    component: (key: keyof typeof explorer.components) => explorer.components[key],
    companyName: (company: { name: string; isUnattributed: boolean }) =>
      company.isUnattributed ? explorer.unattributed.name : company.name,
    countryName: (country: { nameEn: string; nameEs: string }) =>
      lang === 'es' ? country.nameEs : country.nameEn,
    confidence: (value: string | null) =>
      value === null ? null : ((t.confidence as Record<string, string>)[value] ?? value),
  };
};
type Text = ReturnType<typeof textFor>;

/** The publishers' names for a source id; a figure from two sources has both ids joined by '+'. */
const sourceNames = (sources: readonly FlaringSource[], id: string | null | undefined): string | null =>
  id
    ? id
        .split('+')
        .map((part) => {
          const source = sources.find((candidate) => candidate.id === part);
          return source ? (source.publisher.split(',')[0] ?? source.publisher) : part;
        })
        .join(' + ')
    : null;

const SUMMARY_COLUMNS = ['figure', 'value', 'unit', 'period', 'source'] as const;

/** A summary row: the figure, its metric value and what it measures (null: a word or a count). */
type SummaryRow = [FigureKey, number | string | null, Measure | null, Cell, string | null];

const summaryRowsOf = (rows: SummaryRow[], text: Text, sources: readonly FlaringSource[], horizon?: string) =>
  rows.map(([key, value, kind, period, sourceId]): Cell[] => {
    const co2eUnit = key.startsWith('co2e') && horizon ? ` (${horizon.toUpperCase()})` : '';
    return [
      text.t.figures[key],
      kind && typeof value === 'number' ? text.measure(kind, value) : value,
      kind ? `${text.unit(kind)}${co2eUnit}` : '',
      period,
      sourceNames(sources, sourceId),
    ];
  });

/** The low and high ends of a CO2e figure's range (emission-range.ts), right under the figure. */
const rangeRows = (range: Co2eRangeView | null, period: Cell, sourceId: string | null): SummaryRow[] =>
  range
    ? [
        ['co2e_low', range.lowTonnes, 'mass', period, sourceId],
        ['co2e_high', range.highTonnes, 'mass', period, sourceId],
      ]
    : [];

const summaryRows = (
  summary: FlaringSummary & { countryRank?: { rank: number; of: number; year: number } | null },
  text: Text,
  sources: readonly FlaringSource[],
): Cell[][] => {
  const e = summary.emissions;
  const rows: SummaryRow[] = [
    ['flared', summary.flared.m3, 'volume', summary.flared.year, summary.flared.sourceId],
    ['co2', e.co2Tonnes, 'mass', e.year, summary.flared.sourceId],
    ['ch4', e.ch4Tonnes, 'mass', e.year, summary.flared.sourceId],
    ['co2e', e.co2eTonnes, 'mass', e.year, summary.flared.sourceId],
    ...rangeRows(e.co2eRange, e.year, summary.flared.sourceId),
    ['default_composition', text.yesNo(e.isDefaultComposition), null, e.year, null],
  ];
  if (summary.intensity)
    rows.push([
      'intensity',
      summary.intensity.m3PerBbl,
      'intensity',
      summary.intensity.year,
      summary.intensity.sourceId,
    ]);
  if (summary.flaringIndex)
    rows.push([
      'flaring_index',
      summary.flaringIndex.percent,
      'percent',
      summary.flaringIndex.year,
      summary.flaringIndex.sourceId,
    ]);
  if (summary.production) {
    const p = summary.production;
    rows.push(['oil', p.oilBbl, 'oil', p.period, p.sourceId]);
    rows.push(['gas', p.gasM3, 'published_volume', p.period, p.sourceId]);
    rows.push(['total', p.totalBoe, 'boe', p.period, p.sourceId]);
  }
  rows.push(['active_flares', summary.activeFlares.count, null, summary.activeFlares.year, null]);
  rows.push(['flare_count', summary.flareCount, null, null, null]);
  rows.push(['last_month', summary.lastMonth, null, null, null]);
  if (summary.worldRank)
    rows.push([
      'world_rank',
      `${summary.worldRank.rank} / ${summary.worldRank.of}`,
      null,
      summary.worldRank.year,
      null,
    ]);
  if (summary.countryRank)
    rows.push([
      'country_rank',
      `${summary.countryRank.rank} / ${summary.countryRank.of}`,
      null,
      summary.countryRank.year,
      null,
    ]);
  return summaryRowsOf(rows, text, sources, e.horizon);
};

const flareSheet = (flares: FlareListResponse['items'], text: Text): ExportSheet => ({
  table: 'flares',
  columns: [
    'name',
    'company',
    'field',
    'type',
    { key: 'latitude', measure: 'degrees' },
    { key: 'longitude', measure: 'degrees' },
    { key: 'flared', measure: 'volume' },
    'year',
  ],
  rows: flares.map((f) => [
    f.name,
    text.companyName(f.company),
    f.field,
    text.flareType(f.type),
    text.measure('degrees', f.latitude),
    text.measure('degrees', f.longitude),
    text.measure('volume', f.flaredM3),
    f.year,
  ]),
});

const yearSeriesSheet = (series: CountryResponse['series'], text: Text): ExportSheet => ({
  table: 'series',
  columns: [
    'year',
    { key: 'satellite', measure: 'volume' },
    { key: 'reported', measure: 'published_volume' },
    { key: 'world_bank', measure: 'published_volume' },
    { key: 'energy_institute', measure: 'published_volume' },
  ],
  rows: series.map((p) => [
    p.year,
    text.measure('volume', p.satelliteM3),
    text.measure('published_volume', p.reportedM3),
    text.measure('published_volume', p.worldBankM3),
    text.measure('published_volume', p.energyInstituteM3),
  ]),
});

/** Every source the view cites, its licence and the attribution line that must travel with the data. */
const sourcesSheet = (sources: readonly FlaringSource[], text: Text): ExportSheet => ({
  table: 'sources',
  columns: ['publisher', 'title', 'licence', 'url', 'published_on', 'attribution'],
  rows: sources.map((source) => {
    const title = (text.lang === 'es' ? source.titleEs : null) ?? source.title;
    const licence = (text.lang === 'es' ? source.licenceEs : null) ?? source.licence;
    return [
      source.publisher,
      title,
      licence,
      source.url,
      source.publishedOn,
      text.t.attribution
        .replace('{{publisher}}', source.publisher)
        .replace('{{title}}', title)
        .replace('{{licence}}', licence),
    ];
  }),
});

export const worldSheets = (view: WorldSummaryResponse, context: ExportContext): ExportSheet[] => {
  const text = textFor(context);
  const totals = view.totals;
  return [
    {
      table: 'summary',
      columns: SUMMARY_COLUMNS,
      rows: summaryRowsOf(
        [
          ['flared', totals.flaredM3, 'volume', totals.year, totals.sourceId],
          ['co2', totals.co2Tonnes, 'mass', totals.year, totals.sourceId],
          ['ch4', totals.ch4Tonnes, 'mass', totals.year, totals.sourceId],
          ['co2e', totals.co2eTonnes, 'mass', totals.year, totals.sourceId],
          ...rangeRows(totals.co2eRange, totals.year, totals.sourceId),
          ['default_composition', text.yesNo(totals.isDefaultComposition), null, totals.year, null],
          [
            'intensity',
            totals.intensityM3PerBbl,
            'intensity',
            totals.intensityYear,
            totals.intensitySourceId,
          ],
          ['active_flares', totals.activeFlares, null, totals.year, totals.sourceId],
          ['flare_count', totals.flareCount, null, null, null],
        ],
        text,
        view.sources,
        totals.horizon,
      ),
    },
    {
      table: 'series',
      columns: [
        'year',
        { key: 'satellite', measure: 'volume' },
        { key: 'world_bank', measure: 'published_volume' },
        { key: 'energy_institute', measure: 'published_volume' },
      ],
      rows: view.series.map((p) => [
        p.year,
        text.measure('volume', p.satelliteM3),
        text.measure('published_volume', p.worldBankM3),
        text.measure('published_volume', p.energyInstituteM3),
      ]),
    },
    {
      table: 'countries',
      columns: [
        'world_rank',
        'country',
        'iso3',
        { key: 'flared', measure: 'volume' },
        'active_flares',
        { key: 'world_bank', measure: 'published_volume' },
        'world_bank_year',
        { key: 'delta_to_world_bank', measure: 'percent' },
        { key: 'intensity', measure: 'intensity' },
      ],
      rows: view.countries.map((c) => [
        c.worldRank,
        text.countryName(c),
        c.iso3,
        text.measure('volume', c.flaredM3),
        c.activeFlares,
        text.measure('published_volume', c.worldBankM3),
        c.worldBankYear,
        c.worldBankM3 && c.satelliteInWorldBankYearM3 !== null
          ? text.measure('percent', ((c.satelliteInWorldBankYearM3 - c.worldBankM3) / c.worldBankM3) * 100)
          : null,
        text.measure('intensity', c.intensityM3PerBbl),
      ]),
    },
    sourcesSheet(view.sources, text),
  ];
};

export const countrySheets = (
  view: CountryResponse,
  flares: FlareListResponse['items'],
  context: ExportContext,
): ExportSheet[] => {
  const text = textFor(context);
  return [
    { table: 'summary', columns: SUMMARY_COLUMNS, rows: summaryRows(view.summary, text, view.sources) },
    yearSeriesSheet(view.series, text),
    {
      table: 'companies',
      columns: [
        'country_rank',
        'world_rank',
        'company',
        { key: 'flared', measure: 'volume' },
        'active_flares',
        'flare_count',
      ],
      rows: view.companies.map((c) => [
        c.countryRank,
        c.worldRank,
        text.companyName(c),
        text.measure('volume', c.flaredM3),
        c.activeFlares,
        c.flareCount,
      ]),
    },
    flareSheet(flares, text),
    sourcesSheet(view.sources, text),
  ];
};

export const companySheets = (
  view: CompanyResponse,
  flares: FlareListResponse['items'],
  context: ExportContext,
): ExportSheet[] => {
  const text = textFor(context);
  return [
    { table: 'summary', columns: SUMMARY_COLUMNS, rows: summaryRows(view.summary, text, view.sources) },
    yearSeriesSheet(view.series, text),
    {
      table: 'production',
      columns: [
        'period',
        { key: 'oil', measure: 'oil' },
        { key: 'gas', measure: 'published_volume' },
        { key: 'total', measure: 'boe' },
        'source',
      ],
      rows: view.production.map((p) => [
        p.period,
        text.measure('oil', p.oilBbl),
        text.measure('published_volume', p.gasM3),
        text.measure('boe', p.totalBoe),
        sourceNames(view.sources, p.sourceId),
      ]),
    },
    {
      table: 'fields',
      columns: ['field', 'basin', 'province', 'flare_count', { key: 'flared', measure: 'volume' }],
      rows: view.fields.map((f) => [
        f.name,
        f.basin,
        f.province,
        f.flareCount,
        text.measure('volume', f.flaredM3),
      ]),
    },
    flareSheet(flares, text),
    ...(view.composition
      ? [
          {
            table: 'composition' as const,
            columns: ['component', 'mole_fraction'] as const,
            rows: GAS_COMPONENTS.map((key) => [
              text.component(key),
              text.measure('fraction', view.composition?.components[key]),
            ]),
          },
        ]
      : []),
    sourcesSheet(view.sources, text),
  ];
};

export const flareSheets = (view: FlareResponse, context: ExportContext): ExportSheet[] => {
  const text = textFor(context);
  const f = view.flare;
  const latest = view.latest;
  const summary: SummaryRow[] = [
    ['data_source', f.source.publisher, null, null, f.source.id],
    ['data_date', f.dataDate, null, null, f.source.id],
    ['location', f.location, null, null, null],
    ['latitude', f.latitude, 'degrees', null, null],
    ['longitude', f.longitude, 'degrees', null, null],
    ['field', f.field?.name ?? null, null, null, null],
    ['field_operator', f.fieldOperator ? text.companyName(f.fieldOperator) : null, null, null, null],
    ['type', text.flareType(f.type), null, null, null],
    ['combustion_efficiency', f.combustionEfficiency, 'fraction', null, null],
  ];
  if (latest) {
    summary.push(['flared', latest.flaredM3, 'volume', latest.period, latest.sourceId]);
    summary.push(['co2', latest.emissions.co2Tonnes, 'mass', latest.period, latest.sourceId]);
    summary.push(['ch4', latest.emissions.ch4Tonnes, 'mass', latest.period, latest.sourceId]);
    summary.push(['co2e', latest.emissions.co2eTonnes, 'mass', latest.period, latest.sourceId]);
    summary.push(...rangeRows(latest.emissions.co2eRange, latest.period, latest.sourceId));
  }
  if (view.power) summary.push(['power_potential', view.power.powerMw, 'power', view.power.period, null]);
  summary.push([
    'default_composition',
    text.yesNo(view.composition.isDefault),
    null,
    null,
    view.composition.sourceId,
  ]);
  const horizon = latest?.emissions.horizon;
  return [
    { table: 'summary', columns: SUMMARY_COLUMNS, rows: summaryRowsOf(summary, text, view.sources, horizon) },
    {
      table: 'series',
      columns: [
        'period',
        { key: 'flared', measure: 'volume' },
        { key: 'co2e', measure: 'mass', ...(horizon ? { horizon } : {}) },
        'source',
        'confidence',
      ],
      rows: view.series.map((p) => [
        p.period,
        text.measure('volume', p.flaredM3),
        text.measure('mass', p.co2eTonnes),
        sourceNames(view.sources, p.sourceId),
        text.confidence(p.confidence),
      ]),
    },
    {
      table: 'composition',
      columns: ['component', 'mole_fraction'],
      rows: GAS_COMPONENTS.map((key) => [
        text.component(key),
        text.measure('fraction', view.composition.components[key]),
      ]),
    },
    sourcesSheet(view.sources, text),
  ];
};

/**
 * Declared vs observed (decision 036): the ranking of the gap over the months asked for, then every
 * operator-month with the reported volume beside the satellite estimate and its bounds, then the sources.
 */
export const observedSheets = (
  view: DeclaredVsObservedResponse,
  monthly: ReadonlyArray<{
    operator: DeclaredVsObservedResponse['operators'][number];
    months: readonly ObservedMonth[];
  }>,
  context: ExportContext,
): ExportSheet[] => {
  const text = textFor(context);
  const source = sourceNames(view.sources, view.sourceIds.satellite);
  return [
    {
      table: 'declared_vs_observed',
      columns: [
        'rank',
        'company',
        'states',
        'from_month',
        'to_month',
        { key: 'reported_volume', measure: 'volume' },
        { key: 'satellite_estimate', measure: 'volume' },
        { key: 'satellite_lower', measure: 'volume' },
        { key: 'satellite_upper', measure: 'volume' },
        { key: 'gap', measure: 'volume' },
        'gap_share',
        'months_compared',
        'months_below',
        'source',
      ],
      rows: view.operators.map((o) => [
        o.rank,
        text.companyName(o.company),
        o.states.join(', '),
        view.from,
        view.to,
        text.measure('volume', o.reportedM3),
        text.measure('volume', o.satelliteM3),
        text.measure('volume', o.lowerM3),
        text.measure('volume', o.upperM3),
        text.measure('volume', o.gapM3),
        o.gapShare === null ? null : Math.round(o.gapShare * 1000) / 1000,
        o.monthsCompared,
        o.monthsBelow,
        source,
      ]),
    },
    {
      table: 'observed_months',
      columns: [
        'company',
        'month',
        { key: 'reported_volume', measure: 'volume' },
        { key: 'satellite_estimate', measure: 'volume' },
        { key: 'satellite_lower', measure: 'volume' },
        { key: 'satellite_upper', measure: 'volume' },
        'below_satellite_lower',
        'source',
      ],
      rows: monthly.flatMap(({ operator, months }) =>
        months
          .filter((m) => m.month >= view.from && m.month <= view.to)
          .map((m) => [
            text.companyName(operator.company),
            m.month,
            text.measure('volume', m.reportedM3),
            text.measure('volume', m.satelliteM3),
            text.measure('volume', m.lowerM3),
            text.measure('volume', m.upperM3),
            m.satelliteM3 === null ? null : text.yesNo(m.isBelowLower),
            source,
          ]),
      ),
    },
    sourcesSheet(view.sources, text),
  ];
};
