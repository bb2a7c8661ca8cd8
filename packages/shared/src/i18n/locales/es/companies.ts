import type { companies as en } from '../en/companies.js';

export const companies: typeof en = {
  title: 'Explorador de empresas',
  lead: 'Las operadoras de petróleo y gas de cada país, con sus yacimientos, su quema, su producción y su posición.',
  selectCountry: 'Seleccione un país',
  mapLabel: 'Mapa mundial: seleccione un país para ver sus empresas',
  country: {
    title: 'Empresas en {{country}}',
    summary_one: 'Los datos que tenemos identifican {{count}} operador en {{country}}.',
    summary_other: 'Los datos que tenemos identifican {{count}} operadores en {{country}}.',
    noneAttributed:
      'Ninguna fuente que tenemos identifica aún a las operadoras de {{country}}: todas sus antorchas figuran como «Sin atribuir».',
    caption: 'Empresas en {{country}} con su gas quemado en {{year}} y sus posiciones',
    flaringLink: 'Ver la quema en {{country}}',
  },
  profile: {
    title: 'Perfil de la empresa: {{company}}',
    about: 'Acerca de',
    noDescription: '{{company}} aún no tiene una descripción publicada.',
    countries: 'Países donde opera',
    summary: 'Resumen de quema y posiciones, {{year}}',
    flaringLink: 'Ver la quema de {{company}}',
    fields: 'Yacimientos',
    production: 'Producción',
  },
  group: {
    title: '{{group}} en el mundo',
    lead: 'Cada empresa de {{group}} que una fuente identifica, en cada país, con la quema del grupo: una sola empresa con un solo nombre en varios países, o un dueño con las empresas que una fuente pública dice que posee.',
    world: 'Mundo',
    figuresLabel: 'Cifras clave de {{group}}',
    flared: 'Gas quemado',
    co2e: 'CO2e ({{horizon}})',
    activeFlares: 'Antorchas activas',
    countries: 'Países',
    defaultComposition: 'Composición de gas por defecto',
    companiesTitle: 'Sus empresas',
    companiesCaption: 'Empresas de {{group}} con su gas quemado en {{year}}',
    columns: {
      company: 'Empresa',
      country: 'País',
      flared: 'Gas quemado, {{year}}',
      activeFlares: 'Antorchas activas, {{year}}',
      flares: 'Antorchas',
      why: 'Por qué está en el grupo',
    },
    sameName: 'Mismo nombre',
    seriesTitle: 'Gas quemado por {{group}} a lo largo del tiempo',
    seriesNote:
      'Volúmenes satelitales de las empresas del grupo sumados, cada año sobre la misma base (ver abajo).',
    notFound: 'No hay un grupo con ese nombre.',
  },
};
