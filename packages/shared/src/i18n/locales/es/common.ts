import type { common as en } from '../en/common.js';

export const common: typeof en = {
  app: {
    name: 'Flarescope',
    tagline:
      'Datos de quema de gas, operadoras y proyectos de gas a energía — hacia cero quema rutinaria en 2030.',
    skipToContent: 'Saltar al contenido principal',
    loading: 'Cargando…',
    footer: 'Flarescope — datos independientes de quema de gas para lograr cero quema rutinaria en 2030.',
    legalNav: 'Legal',
    apiDocs: 'Documentación de la API',
  },
  nav: {
    main: 'Navegación principal',
    home: 'Inicio',
    flaringExplorer: 'Explorador de quema',
    companies: 'Empresas',
    business: 'Business Mastery',
    investors: 'Sala de Inversores',
    passport: 'Pasaporte',
    privacy: 'Privacidad',
    terms: 'Términos',
    cookies: 'Cookies',
    openMenu: 'Abrir navegación',
  },
  header: {
    language: 'Idioma',
    units: 'Unidades',
    signIn: 'Iniciar sesión',
    accountMenu: 'Menú de la cuenta',
    admin: 'Consola de administración',
    settings: 'Configuración',
    passport: 'Mi Pasaporte',
    signOut: 'Cerrar sesión',
    signOutConfirmTitle: '¿Cerrar sesión?',
    signOutConfirmBody: 'Necesitará su correo electrónico y su contraseña para volver a iniciar sesión.',
    cancel: 'Cancelar',
    close: 'Cerrar',
  },
  language: {
    en: 'English',
    es: 'Español',
  },
  units: {
    metric: 'Métrico',
    imperial: 'Imperial',
    volume: {
      m3: 'm³',
      thousand_m3: 'miles de m³',
      million_m3: 'millones de m³',
      bcm: 'miles de millones de m³',
      scf: 'scf',
      mscf: 'Mscf',
      mmscf: 'MMscf',
      bcf: 'Bcf',
    },
    mass: {
      t: 't',
      short_ton: 'tc',
    },
    temperature: {
      celsius: '°C',
      fahrenheit: '°F',
    },
  },
  home: {
    greeting: 'Hola de nuevo, {{name}}',
    title: 'Bienvenido a Flarescope',
    lead: 'Una base de datos independiente de la quema de gas, un directorio de las operadoras que la producen, y los proyectos e inversionistas que pueden convertir el gas quemado en energía. Pensada primero para América Latina, en inglés y en español.',
    goal: 'Meta: cero quema rutinaria en {{year}}',
    open: 'Abrir',
    sections: {
      passport: {
        title: 'Mi Pasaporte',
        body: 'Su perfil profesional: titular, experiencia, los proyectos que sigue y su acceso a datos premium. Cree una cuenta para obtener su pasaporte.',
        bodySignedIn:
          'Su perfil profesional: foto de portada, titular, experiencia, sus proyectos y su acceso a datos premium.',
        link: 'Ir a mi Pasaporte',
      },
      operators: {
        title: 'Explorador de operadoras',
        body: 'Un directorio de las operadoras de petróleo y gas de cada país, con sus campos, su quema, su producción y su posición frente a sus pares.',
        link: 'Explorar operadoras',
      },
      business: {
        title: 'Business Mastery',
        body: 'Una competencia de ofertas de cuatro días, al estilo reality show, en la que profesionales de empresas operadoras y de servicios convierten un caso real de quema en un proyecto financiable.',
        link: 'Ver el evento',
      },
      flaring: {
        title: 'Explorador de quema',
        body: 'Quema satelital y reportada a nivel mundial, de país, de empresa y de cada antorcha: volúmenes, CO2e, intensidad de quema, composición del gas y posiciones, en un mapa y en gráficos.',
        link: 'Explorar la quema',
      },
      investors: {
        title: 'Sala de Inversionistas',
        body: 'Proyectos de gas a energía con modelos financieros reales — capex, tarifa, VPN, TIR y período de recuperación — que conectan a instituciones financieras e inversionistas con las operadoras que los necesitan.',
        featured: 'Proyecto destacado',
        link: 'Entrar a la Sala de Inversionistas',
      },
    },
  },
  notFound: {
    code: '404',
    title: 'Página no encontrada',
    body: 'La página que busca no existe o se ha movido.',
    goHome: 'Ir al inicio',
  },
  legalPage: {
    related: 'Políticas relacionadas',
  },
};
