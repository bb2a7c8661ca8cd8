/**
 * The publishers of the shipped data (data/seed/SOURCES.md), one row each in `data_sources`, with the
 * titles and licences in Spanish (a publisher's own title may stay in its language).
 */
export const SEED_SOURCES = [
  {
    id: 'eog-vnf-catalog-2017-2024',
    publisher: 'Earth Observation Group, Payne Institute, Colorado School of Mines',
    title: 'VIIRS Nightfire upstream flare sites 2017–2024 (annual bcm, merged across years within 500 m)',
    licence: 'Free public use with attribution (EOG; CC BY 4.0 cited on its site)',
    title_es:
      'VIIRS Nightfire: sitios de quema de producción (upstream) 2017–2024 (bcm anuales, unidos entre años a menos de 500 m)',
    licence_es: 'Uso público libre con atribución (EOG; CC BY 4.0 citada en su sitio)',
    url: 'https://eogdata.mines.edu/products/vnf/global_gas_flare.html',
    published_on: '2024-07-30',
    kind: 'satellite',
    notes:
      'Satellite estimates from VIIRS radiant heat (calibration d.7_slope_0.029353), not metered volumes.',
  },
  {
    id: 'eog-vnf-2017',
    publisher: 'Earth Observation Group, Payne Institute, Colorado School of Mines',
    title: 'VIIRS Nightfire global flaring 2017: downstream sites (refineries, oil plants, LNG, gas plants)',
    licence: 'Free public use with attribution (EOG; CC BY 4.0 cited on its site)',
    title_es:
      'VIIRS Nightfire: quema mundial 2017, sitios de procesamiento (refinerías, plantas de petróleo, GNL, plantas de gas)',
    licence_es: 'Uso público libre con atribución (EOG; CC BY 4.0 citada en su sitio)',
    url: 'https://eogdata.mines.edu/products/vnf/global_gas_flare.html',
    published_on: '2018-06-01',
    kind: 'satellite',
    notes: 'VIIRS_Global_flaring_d.7_slope_0.029353_2017_web_v1.xlsx, downstream sheets.',
  },
  {
    id: 'wb-ggfr-2024',
    publisher: 'World Bank, Global Gas Flaring Reduction Partnership (GGFR/GFMR)',
    title: 'Flare volume and intensity estimates 2012–2023',
    licence: 'CC BY 4.0 (World Bank data)',
    title_es: 'Estimaciones de volumen e intensidad de quema 2012–2023',
    licence_es: 'CC BY 4.0 (datos del Banco Mundial)',
    url: 'https://www.worldbank.org/en/programs/gasflaringreduction/global-flaring-data',
    published_on: '2024-06-20',
    kind: 'statistics',
    notes: 'Country upstream flare volumes (bcm), flaring intensity (m³/bbl) and oil production (kb/d).',
  },
  {
    id: 'ei-sr-2024',
    publisher: 'Energy Institute',
    title: 'Statistical Review of World Energy 2024',
    licence: '© Energy Institute Statistical Review of World Energy 2024 — free to use with attribution',
    // The publisher's own title, kept in English.
    title_es: 'Statistical Review of World Energy 2024',
    licence_es: '© Energy Institute Statistical Review of World Energy 2024 — uso libre con atribución',
    url: 'https://www.energyinst.org/statistical-review',
    published_on: '2024-06-20',
    kind: 'statistics',
    notes:
      'Gas flared (bcm, at 40 MJ/m³) and CO2 from flaring 1975–2023; oil (kb/d) and gas (bcm) production.',
  },
  {
    id: 'ar-se-neuquina',
    publisher: 'Secretaría de Energía de la Nación, Argentina',
    title:
      'Producción de petróleo y gas por pozo (Capítulo IV) and Concesiones de explotación, cuenca Neuquina',
    licence: 'CC BY 4.0 (datos.energia.gob.ar)',
    title_es:
      'Producción de petróleo y gas por pozo (Capítulo IV) y Concesiones de explotación, cuenca Neuquina',
    licence_es: 'CC BY 4.0 (datos.energia.gob.ar)',
    url: 'http://datos.energia.gob.ar/',
    published_on: '2026-07-31',
    kind: 'regulator',
    notes:
      'Monthly production by concession and operator (2025–2026), cumulative production by concession and company with first and last months (2006–2026, which dates operators), and concession outlines used to attribute flares.',
  },
  {
    id: 'wb-flare-sites-2024',
    publisher:
      'World Bank, Global Gas Flaring Reduction Partnership / Global Flaring and Methane Reduction Partnership',
    title:
      'Flare Volume Estimates by Individual Flare Location 2012–2024: field, field type and field operator of each site',
    licence: 'CC BY 4.0 (World Bank data)',
    title_es:
      'Estimaciones de volumen de quema por ubicación de antorcha 2012–2024: yacimiento, tipo y operador de cada sitio',
    licence_es: 'CC BY 4.0 (datos del Banco Mundial)',
    url: 'https://www.worldbank.org/en/programs/gasflaringreduction/global-flaring-data',
    published_on: null,
    kind: 'statistics',
    notes:
      'Shipped: 2024 rows of 16 countries and Nigeria 2012–2024 (data/seed/worldbank_flare_sites). Each site is matched to the nearest satellite catalogue flare within 1.5 km to name its operator and field (decision 016); its volumes are not loaded (the same VIIRS detections as the catalogue).',
  },
  {
    id: 'flaringmonitor-us-reported',
    // The publisher is a name, shown as written in both languages; what the data is, is the title's.
    publisher: 'Flaring Monitor (flaringmonitor.org)',
    title:
      'US operators: flared gas, produced oil and gas and CO2e as reported to the state regulators of Texas, New Mexico, North Dakota and Colorado, by month, 2015–2021',
    licence:
      'GNU LGPL 2.1 (the repository flaringmonitor/viirs-flare-data; licence and credits kept with the data)',
    title_es:
      'Operadores de EE. UU.: gas quemado, petróleo y gas producidos y CO2e declarados a los reguladores de Texas, Nuevo México, Dakota del Norte y Colorado, por mes, 2015–2021',
    licence_es:
      'GNU LGPL 2.1 (repositorio flaringmonitor/viirs-flare-data; licencia y créditos junto a los datos)',
    url: 'https://github.com/flaringmonitor/viirs-flare-data',
    published_on: '2021-06-28',
    kind: 'regulator',
    notes:
      'flaring_monitor_company_stats_reported.csv, unchanged: per operator, state and month (Texas Railroad Commission, New Mexico OCD, North Dakota DMR, Colorado). Mcf stored as m³ (1 Mcf = 28.3168 m³). Decision 036.',
  },
  {
    id: 'flaringmonitor-us-satellite',
    publisher: 'Flaring Monitor (flaringmonitor.org)',
    title:
      'US operators: satellite-estimated flared gas (EOG VIIRS Nightfire matched to well clusters) with lower and upper bounds beside the reported volume, by month, 2019–2021',
    licence:
      'GNU LGPL 2.1 (the repository flaringmonitor/viirs-flare-data; licence and credits kept with the data)',
    title_es:
      'Operadores de EE. UU.: gas quemado estimado por satélite (VIIRS Nightfire de EOG asociado a grupos de pozos), con cotas inferior y superior, junto al volumen declarado, por mes, 2019–2021',
    licence_es:
      'GNU LGPL 2.1 (repositorio flaringmonitor/viirs-flare-data; licencia y créditos junto a los datos)',
    url: 'https://github.com/flaringmonitor/viirs-flare-data',
    published_on: '2021-06-28',
    kind: 'satellite',
    notes:
      'flaring_monitor_company_stats_satellite_modeled.csv, unchanged: 58 operators of Texas, New Mexico and North Dakota, January 2019 – March 2021. Satellite estimates are modeled from radiant heat, not metered. Decision 036.',
  },
] as const;
