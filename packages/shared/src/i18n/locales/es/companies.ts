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
};
