import {
  annualToDailyVolume,
  DEFAULT_COMPOSITION,
  DEFAULT_ELECTRICAL_EFFICIENCY,
  powerPotentialMw,
  DEFAULT_COMPOSITION_SOURCE,
  co2eRangeByType,
  flaringEmissions,
  type CompanyResponse,
  type CountryRef,
  type CountryResponse,
  type FlareListResponse,
  type FlareResponse,
  type FlareRow,
  type FlaringSource,
  type FlaringSummary,
  type GroupResponse,
  type GwpHorizon,
  type MapResponse,
  type WorldSummaryResponse,
} from '@flarescope/shared';

/**
 * Response factories for the explorer's component tests, built from real figures of the shipped data
 * (`npm run import -- seed`, then sqlite3): Argentina and YPF in 2024, the EOG catalogue, the World
 * Bank's 2023 figures. Emissions are computed with the shared maths, as the API does.
 */

export const SOURCES: FlaringSource[] = [
  {
    id: 'eog-vnf-catalog-2017-2024',
    publisher: 'Earth Observation Group, Payne Institute, Colorado School of Mines',
    title: 'VIIRS Nightfire upstream flare sites 2017–2024 (annual bcm, merged across years within 500 m)',
    licence: 'Free public use with attribution (EOG; CC BY 4.0 cited on its site)',
    titleEs: null,
    licenceEs: null,
    url: 'https://eogdata.mines.edu/products/vnf/global_gas_flare.html',
    publishedOn: '2024-07-30',
    kind: 'satellite',
  },
  {
    id: 'wb-ggfr-2024',
    publisher: 'World Bank, Global Gas Flaring Reduction Partnership (GGFR/GFMR)',
    title: 'Flare volume and intensity estimates 2012–2023',
    licence: 'CC BY 4.0 (World Bank data)',
    titleEs: null,
    licenceEs: null,
    url: 'https://www.worldbank.org/en/programs/gasflaringreduction/global-flaring-data',
    publishedOn: '2024-06-20',
    kind: 'statistics',
  },
  {
    id: 'ar-se-neuquina',
    publisher: 'Secretaría de Energía de la Nación, Argentina',
    title:
      'Producción de petróleo y gas por pozo (Capítulo IV) and Concesiones de explotación, cuenca Neuquina',
    licence: 'CC BY 4.0 (datos.energia.gob.ar)',
    titleEs: null,
    licenceEs: null,
    url: 'http://datos.energia.gob.ar/',
    publishedOn: '2026-07-31',
    kind: 'regulator',
  },
];

export const ARGENTINA: CountryRef = {
  iso3: 'ARG',
  iso2: 'AR',
  slug: 'argentina',
  nameEn: 'Argentina',
  nameEs: 'Argentina',
};
export const AUSTRIA: CountryRef = {
  iso3: 'AUT',
  iso2: 'AT',
  slug: 'austria',
  nameEn: 'Austria',
  nameEs: 'Austria',
};
export const RUSSIA: CountryRef = {
  iso3: 'RUS',
  iso2: 'RU',
  slug: 'russia',
  nameEn: 'Russia',
  nameEs: 'Rusia',
};

const emissions = (volumeM3: number, horizon: GwpHorizon, year: number) => {
  const result = flaringEmissions({ volumeM3, horizon });
  return {
    co2Tonnes: result.co2,
    ch4Tonnes: result.ch4,
    co2eTonnes: result.co2e,
    horizon,
    isDefaultComposition: result.isDefaultComposition,
    year,
    co2eRange: co2eRangeByType({
      co2eTonnes: result.co2e,
      defaultVolumes: [{ type: 'upstream', volumeM3 }],
      horizon,
    }),
  };
};

export const buildWorldSummary = (horizon: GwpHorizon = 'gwp100'): WorldSummaryResponse => {
  const flaredM3 = 149_228_762_300;
  const world = emissions(flaredM3, horizon, 2024);
  return {
    latestYear: 2024,
    totals: {
      year: 2024,
      sourceId: 'eog-vnf-catalog-2017-2024',
      flaredM3,
      co2Tonnes: world.co2Tonnes,
      ch4Tonnes: world.ch4Tonnes,
      co2eTonnes: world.co2eTonnes,
      horizon,
      isDefaultComposition: true,
      co2eRange: world.co2eRange,
      activeFlares: 8650,
      flareCount: 19507,
      intensityM3PerBbl: 4.976460358199707,
      intensityYear: 2023,
      intensitySourceId: 'wb-ggfr-2024',
    },
    series: [
      { year: 2012, satelliteM3: null, worldBankM3: 143_264_905_883, energyInstituteM3: 112_446_750_000 },
      {
        year: 2017,
        satelliteM3: 129_135_528_000,
        worldBankM3: 140_725_017_612,
        energyInstituteM3: 135_741_505_087,
      },
      {
        year: 2023,
        satelliteM3: 140_959_118_600,
        worldBankM3: 147_655_681_203,
        energyInstituteM3: 146_649_708_437,
      },
      { year: 2024, satelliteM3: flaredM3, worldBankM3: null, energyInstituteM3: null },
    ],
    countries: [
      {
        ...RUSSIA,
        flaredM3: 28_791_733_100,
        flaredYear: 2024,
        flaredSourceId: 'eog-vnf-catalog-2017-2024',
        activeFlares: 1306,
        worldRank: 1,
        worldBankM3: 28_415_778_772,
        worldBankYear: 2023,
        satelliteInWorldBankYearM3: 28_000_000_000,
        intensityM3PerBbl: 7.689806988286274,
        intensityYear: 2023,
        intensitySourceId: 'wb-ggfr-2024',
      },
      {
        ...ARGENTINA,
        flaredM3: 1_347_181_000,
        flaredYear: 2024,
        flaredSourceId: 'eog-vnf-catalog-2017-2024',
        activeFlares: 136,
        worldRank: 27,
        worldBankM3: 1_092_453_566,
        worldBankYear: 2023,
        satelliteInWorldBankYearM3: 1_015_600_000,
        intensityM3PerBbl: 4.71106971557379,
        intensityYear: 2023,
        intensitySourceId: 'wb-ggfr-2024',
      },
      {
        ...AUSTRIA,
        flaredM3: 0,
        flaredYear: 2024,
        flaredSourceId: 'eog-vnf-catalog-2017-2024',
        activeFlares: 0,
        worldRank: null,
        worldBankM3: 0,
        worldBankYear: 2023,
        satelliteInWorldBankYearM3: 0,
        intensityM3PerBbl: 0,
        intensityYear: 2023,
        intensitySourceId: 'wb-ggfr-2024',
      },
    ],
    energyInstituteBasis: 'sum_of_country_rows',
    progressTo2030: {
      sourceId: 'wb-ggfr-2024',
      baselineYear: 2012,
      baselineVolume: 143_264_905_883,
      latestYear: 2023,
      latestVolume: 147_655_681_203,
      expectedVolumeOnTrack: 55_714_130_065,
      isOnTrack: false,
      percentReduced: -3.0647947541633576,
      trendSlopePerYear: -433_582_802,
      projectedZeroYear: 2353,
    },
    operatorCoverage: {
      year: 2024,
      sourceId: 'eog-vnf-catalog-2017-2024',
      attributedM3: 108_295_000_000,
      totalM3: flaredM3,
      share: 108_295_000_000 / flaredM3,
      countries: 18,
      namingSourceIds: ['ar-se-neuquina', 'wb-flare-sites-2024'],
    },
    sources: SOURCES,
  };
};

const summary = (
  flaredM3: number,
  horizon: GwpHorizon,
  overrides: Partial<FlaringSummary> = {},
): FlaringSummary => ({
  flared: { m3: flaredM3, year: 2024, sourceId: 'eog-vnf-catalog-2017-2024' },
  emissions: emissions(flaredM3, horizon, 2024),
  intensity: { m3PerBbl: 4.71106971557379, year: 2023, sourceId: 'wb-ggfr-2024' },
  flaringIndex: null,
  production: null,
  activeFlares: { count: 136, year: 2024 },
  flareCount: 271,
  lastMonth: null,
  worldRank: { rank: 27, of: 81, year: 2024, among: 'countries', countries: 81 },
  progressTo2030: null,
  ...overrides,
});

export const buildCountry = (horizon: GwpHorizon = 'gwp100'): CountryResponse => ({
  country: ARGENTINA,
  latestYear: 2024,
  summary: summary(1_347_181_000, horizon),
  series: [
    {
      year: 2022,
      satelliteM3: 995_969_000,
      reportedM3: null,
      worldBankM3: 1_167_578_137,
      energyInstituteM3: 1_237_583_798,
    },
    {
      year: 2023,
      satelliteM3: 1_015_588_300,
      reportedM3: null,
      worldBankM3: 1_092_453_566,
      energyInstituteM3: 1_176_513_655,
    },
    { year: 2024, satelliteM3: 1_347_181_000, reportedM3: null, worldBankM3: null, energyInstituteM3: null },
  ],
  companies: [
    {
      slug: 'unattributed',
      name: 'Not attributed',
      isUnattributed: true,
      flaredM3: 171_770_900,
      activeFlares: 31,
      flareCount: 91,
      countryRank: null,
      worldRank: null,
      progressTo2030: null,
    },
    {
      slug: 'ypf-s-a',
      name: 'YPF S.A.',
      isUnattributed: false,
      flaredM3: 564_603_600,
      activeFlares: 47,
      flareCount: 66,
      countryRank: 1,
      worldRank: 41,
      // Satellite catalogue, YPF's concessions: 2017 0.0502113 bcm, 2024 0.5646036 bcm.
      progressTo2030: {
        sourceId: 'eog-vnf-catalog-2017-2024',
        baselineYear: 2017,
        baselineVolume: 50_211_300,
        latestYear: 2024,
        latestVolume: 564_603_600,
        expectedVolumeOnTrack: 23_174_446,
        isOnTrack: false,
        percentReduced: -1024.45,
        trendSlopePerYear: 78_000_000,
        projectedZeroYear: null,
      },
    },
    {
      slug: 'pluspetrol-s-a',
      name: 'PLUSPETROL S.A.',
      isUnattributed: false,
      flaredM3: 125_198_500,
      activeFlares: 3,
      flareCount: 7,
      countryRank: 2,
      worldRank: 97,
      progressTo2030: null,
    },
    {
      // Satellite catalogue, Quintana's concessions: 2017 0.0364096 bcm, 2024 0.0123334 bcm.
      slug: 'quintana-e-p-argentina-s-r-l',
      name: 'QUINTANA E&P ARGENTINA S.R.L.',
      isUnattributed: false,
      flaredM3: 12_333_400,
      activeFlares: 4,
      flareCount: 9,
      countryRank: 14,
      worldRank: 14,
      progressTo2030: {
        sourceId: 'eog-vnf-catalog-2017-2024',
        baselineYear: 2017,
        baselineVolume: 36_409_600,
        latestYear: 2024,
        latestVolume: 12_333_400,
        expectedVolumeOnTrack: 16_804_431,
        isOnTrack: true,
        percentReduced: 66.126,
        trendSlopePerYear: -6_000_000,
        projectedZeroYear: 2026,
      },
    },
  ],
  attribution: {
    year: 2024,
    sourceId: 'eog-vnf-catalog-2017-2024',
    attributedM3: 1_175_410_100,
    totalM3: 1_347_181_000,
    share: 1_175_410_100 / 1_347_181_000,
    namingSourceIds: ['ar-se-neuquina'],
  },
  companyRanks: { among: 'named_operators', year: 2024, inCountry: 20, inWorld: 163, worldCountries: 1 },
  sources: SOURCES,
});

/** A country the data knows but where no flare was ever seen. */
export const buildEmptyCountry = (): CountryResponse => ({
  country: AUSTRIA,
  latestYear: 2024,
  summary: summary(0, 'gwp100', {
    intensity: null,
    activeFlares: { count: 0, year: 2024 },
    flareCount: 0,
    worldRank: null,
  }),
  series: [{ year: 2023, satelliteM3: null, reportedM3: null, worldBankM3: 0, energyInstituteM3: null }],
  companies: [],
  companyRanks: { among: 'named_operators', year: 2024, inCountry: 0, inWorld: 163, worldCountries: 1 },
  attribution: {
    year: 2024,
    sourceId: 'eog-vnf-catalog-2017-2024',
    attributedM3: 0,
    totalM3: 0,
    share: null,
    namingSourceIds: [],
  },
  sources: SOURCES,
});

export const buildCompany = (
  horizon: GwpHorizon = 'gwp100',
  overrides: Partial<CompanyResponse['company']> = {},
): CompanyResponse => ({
  country: ARGENTINA,
  company: {
    slug: 'ypf-s-a',
    name: 'YPF S.A.',
    isUnattributed: false,
    website: null,
    descriptionEn: null,
    descriptionEs: null,
    countries: [ARGENTINA],
    aliases: [],
    group: { slug: 'ypf-s-a', name: 'YPF S.A.', ownerEvidence: null, countries: 1, companies: 1 },
    holders: [],
    stakes: [],
    ...overrides,
  },
  latestYear: 2024,
  attributionBasis: {
    datedYears: [2023, 2024],
    undatedYears: [],
    asOfYear: 2024,
    sourceIds: ['ar-se-neuquina'],
  },
  summary: {
    ...summary(564_603_600, horizon, {
      intensity: null,
      activeFlares: { count: 47, year: 2024 },
      flareCount: 66,
      worldRank: { rank: 41, of: 163, year: 2024, among: 'named_operators', countries: 1 },
      lastMonth: '2026-06',
      production: {
        period: '2026-06',
        oilBbl: 10_471_957.9055294,
        gasM3: 933_840_000,
        totalBoe: null,
        sourceId: 'ar-se-neuquina',
      },
    }),
    countryRank: { rank: 1, of: 20, year: 2024, among: 'named_operators', countries: 1 },
    groupRank: { rank: 38, of: 301, year: 2024, among: 'named_groups', countries: 18 },
  },
  series: [
    { year: 2023, satelliteM3: 450_120_400, reportedM3: null, worldBankM3: null, energyInstituteM3: null },
    { year: 2024, satelliteM3: 564_603_600, reportedM3: null, worldBankM3: null, energyInstituteM3: null },
  ],
  production: [
    {
      period: '2026-05',
      oilBbl: 10_914_849.3958959,
      gasM3: 1_002_120_000,
      totalBoe: null,
      sourceId: 'ar-se-neuquina',
    },
    {
      period: '2026-06',
      oilBbl: 10_471_957.9055294,
      gasM3: 933_840_000,
      totalBoe: null,
      sourceId: 'ar-se-neuquina',
    },
  ],
  fields: [
    {
      slug: 'loma-campana',
      name: 'LOMA CAMPANA',
      basin: 'Neuquina',
      province: 'Neuquén',
      flareCount: 5,
      flaredM3: 123_740_000,
      hasOutline: false,
    },
  ],
  composition: null,
  sources: SOURCES,
});

export const buildFlareRow = (overrides: Partial<FlareRow> = {}): FlareRow => ({
  name: 'bandurria-sur-01956',
  company: { slug: 'ypf-s-a', name: 'YPF S.A.', isUnattributed: false },
  field: 'BANDURRIA SUR',
  type: 'upstream',
  latitude: -38.2731,
  longitude: -68.6997,
  flaredM3: 78_859_300,
  year: 2024,
  firstYear: 2023,
  lastYear: 2024,
  ...overrides,
});

export const buildFlareList = (
  items: FlareRow[] = [
    buildFlareRow(),
    buildFlareRow({
      name: 'loma-campana-01867',
      field: 'LOMA CAMPANA',
      latitude: -38.3596,
      longitude: -68.7433,
      flaredM3: 56_447_500,
      firstYear: 2024,
    }),
  ],
  overrides: Partial<FlareListResponse> = {},
): FlareListResponse => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 25,
  sort: 'volume',
  order: 'desc',
  year: 2024,
  ...overrides,
});

export const buildMap = (rows: FlareRow[] = buildFlareList().items): MapResponse => ({
  year: 2024,
  clustered: false,
  cap: 20_000,
  total: rows.length,
  points: rows.map((row) => ({
    latitude: row.latitude,
    longitude: row.longitude,
    flaredM3: row.flaredM3,
    count: 1,
    name: row.name,
    countrySlug: 'argentina',
    companySlug: row.company.slug,
    type: row.type,
  })),
});

export const buildFlare = (horizon: GwpHorizon = 'gwp100'): FlareResponse => {
  const latestM3 = 56_447_500;
  const latest = flaringEmissions({ volumeM3: latestM3, horizon });
  const series = [
    { period: '2023', flaredM3: 63_154_900 },
    { period: '2024', flaredM3: latestM3 },
  ];
  return {
    country: ARGENTINA,
    company: { slug: 'ypf-s-a', name: 'YPF S.A.', isUnattributed: false },
    flare: {
      name: 'loma-campana-01867',
      type: 'upstream',
      isRoutine: null,
      isOnshore: true,
      latitude: -38.3596,
      longitude: -68.7433,
      location: 'LOMA CAMPANA, Neuquina basin',
      field: { slug: 'loma-campana', name: 'LOMA CAMPANA', basin: 'Neuquina', fieldType: null },
      siteMatches: [],
      fieldOperator: { slug: 'ypf-s-a', name: 'YPF S.A.', isUnattributed: false },
      operatorsByYear: [
        {
          fromYear: 2023,
          toYear: 2024,
          company: { slug: 'ypf-s-a', name: 'YPF S.A.', isUnattributed: false },
          sourceId: 'ar-se-neuquina',
        },
      ],
      combustionEfficiency: 0.98,
      isDefaultEfficiency: true,
      temperatureK: 1775,
      detectionFrequency: 0.64,
      dataDate: '2024-07-30',
      source: SOURCES[0]!,
      externalId: 'EOGCAT01867',
    },
    composition: {
      components: DEFAULT_COMPOSITION,
      isDefault: true,
      sampledOn: null,
      sourceId: null,
      reference: DEFAULT_COMPOSITION_SOURCE,
    },
    latest: {
      period: '2024',
      flaredM3: latestM3,
      sourceId: 'eog-vnf-catalog-2017-2024',
      emissions: {
        co2Tonnes: latest.co2,
        ch4Tonnes: latest.ch4,
        co2eTonnes: latest.co2e,
        horizon,
        isDefaultComposition: true,
        co2eRange: co2eRangeByType({
          co2eTonnes: latest.co2e,
          defaultVolumes: [{ type: 'upstream', volumeM3: latestM3 }],
          horizon,
        }),
      },
    },
    series: series.map((point) => {
      const co2eTonnes = flaringEmissions({ volumeM3: point.flaredM3, horizon }).co2e;
      const range = co2eRangeByType({
        co2eTonnes,
        defaultVolumes: [{ type: 'upstream', volumeM3: point.flaredM3 }],
        horizon,
      });
      return {
        ...point,
        co2eTonnes,
        co2eLowTonnes: range?.lowTonnes ?? null,
        co2eHighTonnes: range?.highTonnes ?? null,
        sourceId: 'eog-vnf-catalog-2017-2024',
        confidence: null,
      };
    }),
    power: {
      ...powerPotentialMw({ volumeM3PerDay: annualToDailyVolume(latestM3, 2024) }),
      volumeM3PerDay: annualToDailyVolume(latestM3, 2024),
      electricalEfficiency: DEFAULT_ELECTRICAL_EFFICIENCY,
      period: '2024',
      detectionFrequency: 0.5,
      whileLitMw: powerPotentialMw({ volumeM3PerDay: annualToDailyVolume(latestM3, 2024) }).powerMw / 0.5,
      lastSeenYear: 2024,
      isStale: false,
    },
    // Two years of record: too few for P50/P90.
    supply: {
      status: 'notEnoughYears',
      sourceId: 'eog-vnf-catalog-2017-2024',
      years: 2,
      fromYear: null,
      toYear: null,
      declineRate: null,
      residualSdLog: null,
      uptime: 0.64,
      firstYear: null,
      lifetimeYears: 20,
      constructionYears: 1,
      p50M3PerDay: [],
      p90M3PerDay: [],
      survival: null,
    },
    sources: SOURCES,
  };
};

/** A flare with four years of record: P50/P90 for 3 operating years and its size's survival curve. */
export const buildFlareWithSupply = (): FlareResponse => ({
  ...buildFlare(),
  supply: {
    status: 'ok',
    sourceId: 'eog-vnf-catalog-2017-2024',
    years: 4,
    fromYear: 2021,
    toYear: 2024,
    declineRate: 0.106598,
    residualSdLog: 0.042931,
    uptime: 0.64,
    firstYear: 2026,
    lifetimeYears: 3,
    constructionYears: 1,
    p50M3PerDay: [5765.73, 5151.12, 4602.0],
    p90M3PerDay: [4934.19, 4275.12, 3700.0],
    survival: {
      scope: 'world',
      sizeClass: 1,
      firstYear: 2017,
      lastYear: 2024,
      points: [
        { years: 1, share: 0.8, followed: 500, seen: 400 },
        { years: 2, share: 0.7, followed: 400, seen: 280 },
        { years: 3, share: 0.6, followed: 300, seen: 180 },
        { years: 4, share: 0.55, followed: 200, seen: 110 },
        { years: 5, share: 0.5, followed: 100, seen: 50 },
      ],
    },
  },
});

/** Rosneft world-wide: two of its Russian production companies, rolled up by their owner's rule. */
export const buildGroup = (): GroupResponse => ({
  group: { slug: 'rosneft', name: 'Rosneft' },
  holders: [],
  stakes: [],
  latestYear: 2024,
  countries: [RUSSIA],
  companies: [
    {
      slug: 'vostsibneftegaz',
      name: 'Vostsibneftegaz',
      isUnattributed: false,
      country: RUSSIA,
      flaredM3: 2_389_580_000,
      activeFlares: 79,
      flareCount: 83,
      ownerEvidence:
        'East Siberian Oil and Gas Company is a Rosneft subsidiary (Rosneft, annual report 2022).',
    },
    {
      slug: 'yuganskneftegaz',
      name: 'Yuganskneftegaz',
      isUnattributed: false,
      country: RUSSIA,
      flaredM3: 1_708_810_000,
      activeFlares: 43,
      flareCount: 45,
      ownerEvidence:
        'RN-Yuganskneftegaz is Rosneft’s largest production subsidiary (Rosneft, annual report 2022).',
    },
  ],
  summary: {
    year: 2024,
    sourceId: 'eog-vnf-catalog-2017-2024',
    flaredM3: 4_098_390_000,
    activeFlares: 122,
    co2eTonnes: flaringEmissions({ volumeM3: 4_098_390_000, horizon: 'gwp100' }).co2e,
    horizon: 'gwp100',
    isDefaultComposition: true,
    groupRank: { rank: 2, of: 341, year: 2024, among: 'named_groups', countries: 18 },
  },
  series: [
    { year: 2023, satelliteM3: 3_500_000_000 },
    { year: 2024, satelliteM3: 4_098_390_000 },
  ],
  progressTo2030: null,
  attributionBasis: {
    datedYears: [2024],
    undatedYears: [2023],
    asOfYear: 2024,
    sourceIds: ['wb-flare-sites-2024'],
  },
  sources: SOURCES,
});
