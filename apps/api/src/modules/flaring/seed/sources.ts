/** The publishers of the shipped data (data/seed/SOURCES.md), one row each in `data_sources`. */
export const SEED_SOURCES = [
  {
    id: 'eog-vnf-catalog-2017-2024',
    publisher: 'Earth Observation Group, Payne Institute, Colorado School of Mines',
    title: 'VIIRS Nightfire upstream flare sites 2017–2024 (annual bcm, merged across years within 500 m)',
    licence: 'Free public use with attribution (EOG; CC BY 4.0 cited on its site)',
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
    url: 'http://datos.energia.gob.ar/',
    published_on: '2026-07-31',
    kind: 'regulator',
    notes: 'Monthly production by concession and operator, and concession outlines used to attribute flares.',
  },
] as const;

export type SeedSourceId = (typeof SEED_SOURCES)[number]['id'];
